#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The worker pool's queue and the identities of its threads.
struct WorkerPoolState {
    var jobs: [WorkerJob] = []
    var nextJob = 0
    var isStopping = false
    var threads: [pthread_t] = []

    mutating func popJob() -> WorkerJob? {
        guard nextJob < jobs.count else { return nil }
        let job = jobs[nextJob]
        nextJob += 1
        if nextJob == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            nextJob = 0
        }
        return job
    }

    /// Whether the calling thread is one of the workers (e.g. a handler that stops its own server).
    func isWorkerThread() -> Bool {
        let current = pthread_self()
        return threads.contains { pthread_equal($0, current) != 0 }
    }
}

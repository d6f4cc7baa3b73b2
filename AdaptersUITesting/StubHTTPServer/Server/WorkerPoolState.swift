/// The worker pool's queue of jobs.
struct WorkerPoolState {
    var jobs: [WorkerJob] = []
    var nextJob = 0
    var isStopping = false

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
}

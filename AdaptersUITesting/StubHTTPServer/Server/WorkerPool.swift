import Dispatch
import Synchronization

/// A fixed number of threads that run handlers and read fixtures, so user code never blocks the event loop and
/// the thread count stays the same whatever the number of connections.
final class WorkerPool: Sendable {
    let size: Int
    private let state = Mutex(WorkerPoolState())
    private let threads = Mutex<[OSThread]>([])
    private let jobsAvailable = DispatchSemaphore(value: 0)

    init(size: Int) {
        self.size = max(size, 1)
    }

    /// Starts the threads; each runs `work` for one job at a time. `false` if the system refused a thread.
    func start(name: String, _ work: @escaping @Sendable (WorkerJob) -> Void) -> Bool {
        for index in 0..<size {
            guard let thread = OSThread.spawn(name: "\(name) w\(index + 1)", { [self] in runWorker(work) }) else {
                return false
            }
            threads.withLock { $0.append(thread) }
        }
        return true
    }

    /// The kernel ids of the threads started (``OSThread/kernelID``).
    var threadIDs: [String] { threads.withLock { $0.compactMap(\.kernelID) } }

    func submit(_ job: WorkerJob) {
        let accepted = state.withLock { state in
            guard !state.isStopping else { return false }
            state.jobs.append(job)
            return true
        }
        if accepted { jobsAvailable.signal() }
    }

    /// Drops queued jobs and joins every worker once it has finished its current job. A worker that calls this
    /// (a handler stopping its own server) is detached instead of joined.
    func shutdown() {
        state.withLock { state in
            state.isStopping = true
            state.jobs.removeAll()
            state.nextJob = 0
        }
        let workers = threads.withLock { threads in
            defer { threads.removeAll() }
            return threads
        }
        for _ in 0..<size { jobsAvailable.signal() }
        for worker in workers { worker.join() }
    }

    private func runWorker(_ work: @Sendable (WorkerJob) -> Void) {
        while true {
            jobsAvailable.wait()
            let next: WorkerJob?? = state.withLock { state in
                state.isStopping ? nil : .some(state.popJob())
            }
            guard let job = next else { return }
            if let job { work(job) }
        }
    }
}

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

/// A response to resolve on a worker thread (it runs a handler or reads a fixture).
struct WorkerJob: Sendable {
    let exchange: Exchange
    let response: StubResponse
}

/// What a worker resolved, handed back to the event loop.
struct WorkerResult: Sendable {
    let connectionID: Int
    let step: ResponseStep
}

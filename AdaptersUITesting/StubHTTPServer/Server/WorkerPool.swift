import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed number of threads that run handlers and read fixtures, so user code never blocks the event loop and
/// the thread count stays the same whatever the number of connections.
final class WorkerPool: Sendable {
    let size: Int
    private let state = Mutex(WorkerPoolState())
    private let jobsAvailable = DispatchSemaphore(value: 0)
    private let workerExited = DispatchSemaphore(value: 0)

    init(size: Int) {
        self.size = max(size, 1)
    }

    /// Starts the threads; each runs `work` for one job at a time.
    func start(name: String, _ work: @escaping @Sendable (WorkerJob) -> Void) {
        for index in 0..<size {
            let thread = Thread { [self] in
                runWorker(work)
            }
            thread.name = "\(name) worker \(index + 1)"
            thread.start()
        }
    }

    func submit(_ job: WorkerJob) {
        let accepted = state.withLock { state in
            guard !state.isStopping else { return false }
            state.jobs.append(job)
            return true
        }
        if accepted { jobsAvailable.signal() }
    }

    /// Drops queued jobs and waits until every worker has finished its current job and exited; a worker that
    /// calls this (a handler stopping its server) does not wait for itself.
    func shutdown() {
        let callerIsWorker = state.withLock { state in
            state.isStopping = true
            state.jobs.removeAll()
            state.nextJob = 0
            return state.isWorkerThread()
        }
        for _ in 0..<size { jobsAvailable.signal() }
        for _ in 0..<(callerIsWorker ? size - 1 : size) { workerExited.wait() }
    }

    private func runWorker(_ work: @Sendable (WorkerJob) -> Void) {
        state.withLock { $0.threads.append(pthread_self()) }
        while true {
            jobsAvailable.wait()
            let next: WorkerJob?? = state.withLock { state in
                state.isStopping ? nil : .some(state.popJob())
            }
            guard let job = next else { break }
            if let job { work(job) }
        }
        workerExited.signal()
    }
}

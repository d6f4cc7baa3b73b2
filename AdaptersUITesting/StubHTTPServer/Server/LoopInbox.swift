import Synchronization

/// Hands work results and the stop request to the event loop, waking its `poll` through a pipe.
final class LoopInbox: Sendable {
    /// The end the event loop polls.
    let wakeDescriptor: Int32
    /// The end workers and `stop` write to.
    let signalDescriptor: Int32
    private let state = Mutex(LoopInboxState())

    init() throws(StubHTTPServerError) {
        (wakeDescriptor, signalDescriptor) = try POSIX.makePipe()
    }

    func post(_ result: WorkerResult) {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.results.append(result)
            // One pending byte is enough to wake the loop, which takes every result at once.
            if state.results.count == 1 { POSIX.signal(pipe: signalDescriptor) }
        }
    }

    func requestStop() {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.stopRequested = true
            POSIX.signal(pipe: signalDescriptor)
        }
    }

    /// Called by the loop when the pipe is readable. Draining and taking happen under the lock, so a result
    /// posted meanwhile either is taken now or leaves a byte in the pipe.
    func take() -> (results: [WorkerResult], stopRequested: Bool) {
        state.withLock { state in
            POSIX.drain(pipe: wakeDescriptor)
            let results = state.results
            state.results.removeAll()
            return (results, state.stopRequested)
        }
    }

    /// Closes the pipe; only after the event loop has exited.
    func close() {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.isClosed = true
            POSIX.closeDescriptor(wakeDescriptor)
            POSIX.closeDescriptor(signalDescriptor)
        }
    }
}

/// The event loop's mailbox: results from workers and the stop request, plus the wake-up pipe.
struct LoopInboxState: Sendable {
    var results: [WorkerResult] = []
    var stopRequested = false
    /// Set once the pipe is closed: later posts are dropped instead of writing to a reused descriptor.
    var isClosed = false
}

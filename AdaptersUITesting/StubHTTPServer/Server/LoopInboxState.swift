/// The event loop's mailbox: results from workers and the stop request, plus the wake-up pipe.
struct LoopInboxState: Sendable {
    var results: [WorkerResult] = []
    var stopRequested = false
    /// Set once the pipe is closed: later posts are dropped instead of writing to a reused descriptor.
    var isClosed = false
}

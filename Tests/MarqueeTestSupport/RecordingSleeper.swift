import HTTPTransport
import Synchronization

/// A ``Sleeper`` that records each requested delay and returns at once, so retrying code can be tested without
/// waiting. It can simulate a cancellation during sleep number `cancelAtSleep` (1-based), and tell `onSleep` about
/// each delay (e.g. to advance a fake clock).
public final class RecordingSleeper: Sleeper {
    private let recorded = Mutex<[Duration]>([])
    private let cancelAtSleep: Int?
    private let onSleep: @Sendable (Duration) -> Void

    /// A sleeper that throws `CancellationError` on sleep number `cancelAtSleep` (never when `nil`) and calls
    /// `onSleep` with every delay it is asked for, before returning.
    public init(cancelAtSleep: Int? = nil, onSleep: @escaping @Sendable (Duration) -> Void = { _ in }) {
        self.cancelAtSleep = cancelAtSleep
        self.onSleep = onSleep
    }

    /// Every delay asked for so far, in order.
    public var delays: [Duration] { recorded.withLock { $0 } }

    /// Records `duration`, then returns at once (or throws, on sleep number `cancelAtSleep`).
    public func sleep(for duration: Duration) async throws(CancellationError) {
        let count = recorded.withLock { delays in
            delays.append(duration)
            return delays.count
        }
        onSleep(duration)
        if count == cancelAtSleep { throw CancellationError() }
    }
}

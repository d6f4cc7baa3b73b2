import Synchronization

/// Collects the lines a `RetryingUpstreamClient` (or anything else with a `log` closure) logs.
public final class LogRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    /// An empty recorder.
    public init() {}

    /// Every line recorded so far, in order.
    public var lines: [String] { recorded.withLock { $0 } }

    /// Records `line`; pass `{ recorder.record($0) }` as the `log` closure.
    public func record(_ line: String) {
        recorded.withLock { $0.append(line) }
    }
}

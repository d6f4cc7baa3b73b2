import Synchronization

/// Collects the lines a `RetryingHTTPClient` logs.
final class LogRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    var lines: [String] { recorded.withLock { $0 } }

    func record(_ line: String) {
        recorded.withLock { $0.append(line) }
    }
}

import HTTPTransport
import Synchronization

/// An ``UpstreamObserver`` that writes down everything it hears, one line per event, in order, for a test to read:
/// `attempt api.example.com GET 200`, `attempt api.example.com GET connection_lost`, `cache hit`, `cache miss`,
/// `refused api.example.com rate_limit_window`, `work api.example.com 2/1` (in flight/queued),
/// `window opened api.example.com 429 30s`, `window closed api.example.com`.
public final class RecordingUpstreamObserver: UpstreamObserver {
    private let lines = Mutex<[String]>([])

    /// An observer that has heard nothing.
    public init() {}

    /// Every event so far, in order.
    public var events: [String] { lines.withLock { $0 } }

    /// The events that start with `prefix`.
    public func events(startingWith prefix: String) -> [String] {
        events.filter { $0.hasPrefix(prefix) }
    }

    /// Writes `attempt HOST METHOD STATUS-OR-ERROR`.
    public func upstreamAttemptFinished(
        host: String, method: String, status: Int?, error: UpstreamClientError?, duration: Duration
    ) {
        append("attempt \(host) \(method) \(status.map(String.init) ?? error?.label ?? "?")")
    }

    /// Writes `cache hit` or `cache miss`.
    public func cacheLookedUp(hit: Bool) {
        append(hit ? "cache hit" : "cache miss")
    }

    /// Writes `refused HOST REASON`.
    public func requestRefused(host: String, reason: UpstreamRefusal) {
        append("refused \(host) \(reason.rawValue)")
    }

    /// Writes `work HOST IN-FLIGHT/QUEUED`.
    public func upstreamWorkChanged(host: String, inFlight count: Int, queued: Int) {
        append("work \(host) \(count)/\(queued)")
    }

    /// Writes `window opened HOST STATUS SECONDSs`.
    public func rateLimitWindowOpened(host: String, status: Int, duration: Duration) {
        append("window opened \(host) \(status) \(duration.components.seconds)s")
    }

    /// Writes `window closed HOST`.
    public func rateLimitWindowClosed(host: String) {
        append("window closed \(host)")
    }

    private func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }
}

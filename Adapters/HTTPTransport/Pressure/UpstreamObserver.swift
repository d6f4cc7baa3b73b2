/// What the HTTP stack tells whoever watches it: each upstream attempt, each cache lookup, each request shed, and
/// each rate-limit window opening and closing. A service implements it to export metrics (the root package has no
/// metrics library); every method has an empty default, so an observer implements only what it reports.
///
/// Calls arrive on the requests' own tasks, concurrently: an implementation must be quick and thread-safe. Hosts are
/// `host` or `host:port` as the request's URL spells them; nothing passed carries a URL's path, query or headers,
/// so no credential reaches an observer.
public protocol UpstreamObserver: Sendable {
    /// An attempt went upstream and ended after `duration`: with `status`, or with no response (`status` `nil`,
    /// `error` saying why).
    func upstreamAttemptFinished(
        host: String, method: String, status: Int?, error: UpstreamClientError?, duration: Duration)
    /// A request the cache may answer was answered from it (`hit`) or had to go upstream.
    func cacheLookedUp(hit: Bool)
    /// An upstream request was refused without being sent, because `reason` says so.
    func requestRefused(host: String, reason: UpstreamRefusal)
    /// The upstream work in flight for `host` changed to `count` requests (`queued` more waiting for a slot).
    func upstreamWorkChanged(host: String, inFlight count: Int, queued: Int)
    /// `host` answered `status` with `Retry-After`: nothing is sent to it for `duration`.
    func rateLimitWindowOpened(host: String, status: Int, duration: Duration)
    /// `host`'s window has passed: requests go to it again.
    func rateLimitWindowClosed(host: String)
}

/// Why an upstream request was answered without being sent.
public enum UpstreamRefusal: String, Sendable, Hashable, CaseIterable {
    /// The host's `Retry-After` window is open.
    case rateLimitWindow = "rate_limit_window"
    /// The host's slots and queue were full (load shed).
    case overloaded
}

extension UpstreamObserver {
    /// Reports nothing.
    public func upstreamAttemptFinished(
        host: String, method: String, status: Int?, error: UpstreamClientError?, duration: Duration
    ) {}
    /// Reports nothing.
    public func cacheLookedUp(hit: Bool) {}
    /// Reports nothing.
    public func requestRefused(host: String, reason: UpstreamRefusal) {}
    /// Reports nothing.
    public func upstreamWorkChanged(host: String, inFlight count: Int, queued: Int) {}
    /// Reports nothing.
    public func rateLimitWindowOpened(host: String, status: Int, duration: Duration) {}
    /// Reports nothing.
    public func rateLimitWindowClosed(host: String) {}
}

/// An observer that reports nothing: the stack's default.
public struct SilentUpstreamObserver: UpstreamObserver {
    /// The observer.
    public init() {}
}

extension UpstreamRequest {
    /// The upstream host this request goes to, as observers and the per-host state key it: `host`, or `host:port`
    /// when the URL names a port.
    package var upstreamHost: String {
        let host = url.host ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }
}

import MarqueeAsyncHTTPClient
import MarqueeKit

/// The transport the live service sends its upstream requests with, chosen by `MARQUEE_HTTP_TRANSPORT`:
/// `asynchttpclient` (the default) or `urlsession` (Foundation's, kept for comparison). Either sits under the same
/// production stack (``AppDependencies/makeProductionUpstreamClient(transport:caching:clock:limits:observer:)``: a cache in front of the
/// retries, unless ``UpstreamCaching`` leaves it out); under `-uitest` no transport is made at all. Parsed as every
/// ``EnvironmentChoice`` is.
enum ServiceTransport: String, EnvironmentChoice {
    /// ``MarqueeAsyncHTTPClient/AsyncHTTPClientTransport``: one pooled SwiftNIO client for the process.
    case asyncHTTPClient = "asynchttpclient"
    /// ``HTTPTransport/URLSessionUpstreamClient``: FoundationNetworking over libcurl on Linux.
    case urlSession = "urlsession"

    /// The environment variable that picks the transport.
    static let environmentVariable = "MARQUEE_HTTP_TRANSPORT"
    /// AsyncHTTPClient unless asked otherwise.
    static let defaultChoice = ServiceTransport.asyncHTTPClient

    /// The live wiring's HTTP client on this transport, each attempt bounded by `timeout`, with or without the
    /// cache as `caching` says, the retries' pauses, the kept answers' ages and the `Retry-After` windows on `clock`,
    /// the upstream work per host bounded by `limits`, everything reported to `observer`; and the service that
    /// must run beside the application to shut its connection pool down after the requests in flight (`nil` when
    /// there is nothing to shut down).
    func makeLiveClient(
        timeout: UpstreamTimeout = .default, caching: UpstreamCaching = .on,
        clock: any Clock<Duration> = ContinuousClock(), limits: UpstreamLimits = .default,
        observer: any UpstreamObserver = SilentUpstreamObserver()
    ) -> (client: any UpstreamClient, lifecycle: AsyncHTTPClientTransport?) {
        let transport: any UpstreamClient
        let lifecycle: AsyncHTTPClientTransport?
        switch self {
        case .asyncHTTPClient:
            let pooled = AsyncHTTPClientTransport(timeout: timeout.duration)
            (transport, lifecycle) = (pooled, pooled)
        case .urlSession:
            (transport, lifecycle) = (URLSessionUpstreamClient(timeout: timeout.duration), nil)
        }
        let client = AppDependencies.makeProductionUpstreamClient(
            transport: transport, caching: caching == .on, clock: clock, limits: limits, observer: observer)
        return (client, lifecycle)
    }
}

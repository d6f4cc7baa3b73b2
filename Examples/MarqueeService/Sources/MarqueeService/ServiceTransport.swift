import MarqueeAsyncHTTPClient
import MarqueeKit

/// The transport the live service sends its upstream requests with, chosen by `MARQUEE_HTTP_TRANSPORT`:
/// `asynchttpclient` (the default) or `urlsession` (Foundation's, kept for comparison). Either sits under the same
/// production stack (``AppDependencies/makeProductionHTTPClient(transport:clock:)``: a cache in front of the
/// retries); under `-uitest` no transport is made at all.
package enum ServiceTransport: String, Sendable, CaseIterable {
    /// ``MarqueeAsyncHTTPClient/AsyncHTTPClientTransport``: one pooled SwiftNIO client for the process.
    case asyncHTTPClient = "asynchttpclient"
    /// ``HTTPTransport/URLSessionHTTPClient``: FoundationNetworking over libcurl on Linux.
    case urlSession = "urlsession"

    /// The environment variable that picks the transport.
    package static let environmentVariable = "MARQUEE_HTTP_TRANSPORT"

    /// The transport `environment` asks for; ``asyncHTTPClient`` when it asks for none.
    package init(environment: [String: String]) throws(ServiceTransportError) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = .asyncHTTPClient
            return
        }
        guard let transport = Self(rawValue: value.lowercased()) else { throw .unknownTransport(value) }
        self = transport
    }

    /// The live wiring's HTTP client on this transport, each attempt bounded by `timeout`, the retries' pauses and
    /// the kept answers' ages on `clock`, and the service that must run beside the application to shut its
    /// connection pool down after the requests in flight (`nil` when there is nothing to shut down).
    package func makeLiveClient(
        timeout: UpstreamTimeout = .default, clock: any Clock<Duration> = ContinuousClock()
    ) -> (client: any HTTPClient, lifecycle: AsyncHTTPClientTransport?) {
        switch self {
        case .asyncHTTPClient:
            let transport = AsyncHTTPClientTransport(timeout: timeout.duration)
            return (AppDependencies.makeProductionHTTPClient(transport: transport, clock: clock), transport)
        case .urlSession:
            let transport = URLSessionHTTPClient(timeout: timeout.duration)
            return (AppDependencies.makeProductionHTTPClient(transport: transport, clock: clock), nil)
        }
    }
}

/// `MARQUEE_HTTP_TRANSPORT` names no transport.
package enum ServiceTransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value given, which is neither `asynchttpclient` nor `urlsession`.
    case unknownTransport(String)

    /// One line naming the choices.
    package var description: String {
        switch self {
        case .unknownTransport(let value):
            "\(ServiceTransport.environmentVariable) must be "
                + ServiceTransport.allCases.map(\.rawValue).joined(separator: " or ") + ", not '\(value)'"
        }
    }
}

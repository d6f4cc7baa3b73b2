/// Sends an HTTP request and returns the response: the port the HTTP adapters depend on, so that a retrying
/// decorator or a test double can stand in for the network.
public protocol UpstreamClient: Sendable {
    /// Sends `request`. Any status, 4xx and 5xx included, is returned as a response; only a failure to get a
    /// response at all throws.
    func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse
}

/// Why an ``UpstreamClient`` got no HTTP response at all. An HTTP status is never an error: a 404 or a 503 is an
/// ``UpstreamResponse``.
///
/// The cases carry no URL, header or body, so no description of an error can contain a secret.
public enum UpstreamClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No response arrived within the client's timeout.
    case timedOut
    /// The connection closed before the response was complete (including a body cut short).
    case connectionLost
    /// No connection could be made: refused, unknown host, no network.
    case cannotConnect
    /// The TLS handshake or the server's certificate failed.
    case secureConnectionFailed
    /// The calling task was cancelled.
    case cancelled
    /// The request could not be sent as given (unsupported URL scheme, bad URL).
    case invalidRequest
    /// What came back is not a well-formed HTTP response.
    case invalidResponse
    /// A URL-loading failure none of the other cases describes, with its error code (usually a `URLError`
    /// code); not retried.
    case failed(code: Int)

    /// Whether sending the same request again may succeed: a timeout, a lost connection or a failed connect.
    package var isTransient: Bool {
        switch self {
        case .timedOut, .connectionLost, .cannotConnect: true
        case .secureConnectionFailed, .cancelled, .invalidRequest, .invalidResponse, .failed: false
        }
    }

    /// A one-line explanation without any secret.
    public var description: String {
        switch self {
        case .timedOut: "the request timed out"
        case .connectionLost: "the connection was lost before the response was complete"
        case .cannotConnect: "could not connect to the server"
        case .secureConnectionFailed: "the secure connection to the server failed"
        case .cancelled: "the request was cancelled"
        case .invalidRequest: "the request could not be sent as given"
        case .invalidResponse: "the server's answer is not a well-formed HTTP response"
        case .failed(let code): "the request failed (error code \(code))"
        }
    }
}

/// Why an ``HTTPExchange`` got no answer. Each case says what happened in words a test's failure can show.
enum HTTPExchangeError: Error, Sendable, CustomStringConvertible {
    /// The URL has no host, or a scheme other than `http` and `https`.
    case unsupportedURL(String)
    /// No address of `host` accepted a connection on `port` (`reason`: the resolver's or the system's words).
    case connectFailed(host: String, port: Int, reason: String)
    /// The connection failed while sending or receiving (a reset, or no byte within the timeout).
    case connectionFailed(String)
    /// The answer is not HTTP/1.x.
    case malformedAnswer(String)
    /// The task waiting for the answer was cancelled; the connection was shut.
    case cancelled

    var description: String {
        switch self {
        case .unsupportedURL(let url): "not an http(s) URL with a host: \(url)"
        case .connectFailed(let host, let port, let reason): "could not connect to \(host):\(port): \(reason)"
        case .connectionFailed(let reason): "the connection failed: \(reason)"
        case .malformedAnswer(let detail): "the answer is not HTTP/1.x: \(detail)"
        case .cancelled: "cancelled"
        }
    }
}

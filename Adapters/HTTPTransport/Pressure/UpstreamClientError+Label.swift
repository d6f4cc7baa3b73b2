extension UpstreamClientError {
    /// The case as a metric label or log value: `timed_out`, `connection_lost`, `cannot_connect`,
    /// `secure_connection_failed`, `cancelled`, `invalid_request`, `invalid_response` or `failed`.
    public var label: String {
        switch self {
        case .timedOut: "timed_out"
        case .connectionLost: "connection_lost"
        case .cannotConnect: "cannot_connect"
        case .secureConnectionFailed: "secure_connection_failed"
        case .cancelled: "cancelled"
        case .invalidRequest: "invalid_request"
        case .invalidResponse: "invalid_response"
        case .failed: "failed"
        }
    }
}

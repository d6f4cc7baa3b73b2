/// Sends an HTTP request and returns the response: the port the HTTP adapters depend on, so that a retrying
/// decorator or a test double can stand in for the network.
public protocol HTTPClient: Sendable {
    /// Sends `request`. Any status, 4xx and 5xx included, is returned as a response; only a failure to get a
    /// response at all throws.
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}

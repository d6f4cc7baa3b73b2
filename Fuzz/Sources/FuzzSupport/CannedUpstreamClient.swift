import Foundation
import HTTPTransport

/// An `UpstreamClient` that answers every request with the same canned response: the fuzz input becomes what "the
/// service" sent, and the production adapter decodes and maps it as it would a real answer.
public struct CannedUpstreamClient: UpstreamClient {
    /// The statuses a fuzz input can choose from: mostly success, so that the body reaches the mappers.
    public static let statuses = [200, 200, 200, 200, 200, 200, 400, 401, 404, 422, 429, 500, 503, 302]

    private let response: UpstreamResponse

    /// Answers with `statusCode` and `body`.
    public init(statusCode: Int, body: [UInt8]) {
        response = UpstreamResponse(
            statusCode: statusCode, headers: ["Content-Type": "application/json"], body: Data(body))
    }

    /// The canned response, whatever `request` is.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        response
    }
}

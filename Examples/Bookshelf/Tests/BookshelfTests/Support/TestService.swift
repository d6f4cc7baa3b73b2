import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Bookshelf

/// The service in process on `mode`, for one test: `body` gets a client; routes only, no socket.
func withService(
    _ mode: LaunchOptions.Mode, _ body: @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    let application = try BookshelfService.buildApplication(options: LaunchOptions(port: 0, mode: mode)) { _ in }
    try await application.test(.router) { client in try await body(client) }
}

/// A GET of `uri`: the status, the content type and the body as text.
func get(_ uri: String, on client: some TestClientProtocol) async throws -> Answer {
    try await send(.get, uri, on: client)
}

/// A request of `method` to `uri`, with `body` when given.
func send(
    _ method: HTTPRequest.Method, _ uri: String, body: String? = nil, on client: some TestClientProtocol
) async throws -> Answer {
    try await client.execute(uri: uri, method: method, body: body.map { ByteBuffer(string: $0) }) { response in
        Answer(
            status: response.status.code, contentType: response.headers[.contentType] ?? "",
            location: response.headers[.location], body: String(buffer: response.body))
    }
}

/// What a request got back.
struct Answer: Sendable {
    let status: Int
    let contentType: String
    let location: String?
    let body: String

    /// The body read as JSON.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WatchlistService

/// The service in process, launched with `arguments` (as on its command line), for one test: `body` gets a client;
/// routes only, no socket.
func withService(
    _ arguments: [String] = [], _ body: @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    let options = try LaunchOptions(arguments: ["--port", "0"] + arguments)
    let application = WatchlistServiceMain.buildApplication(options: options) { _ in }
    try await application.test(.router) { client in try await body(client) }
}

/// A request of `method` to `uri` with `headers`: the status, the content type, the `Allow` header and the body.
func send(
    _ method: HTTPRequest.Method, _ uri: String, headers: HTTPFields = [:], body: String? = nil,
    on client: some TestClientProtocol
) async throws -> Answer {
    try await client.execute(
        uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
    ) { response in
        Answer(
            status: response.status.code, contentType: response.headers[.contentType] ?? "",
            allow: response.headers[.allow], body: String(buffer: response.body))
    }
}

/// The headers that name the UI-test session `id`.
func session(_ id: String) -> HTTPFields {
    [HTTPFields.Element.Name("UITest-Session")!: id]
}

/// The `baggage` header `value`.
func baggage(_ value: String) -> HTTPFields {
    [HTTPFields.Element.Name("baggage")!: value]
}

/// What a request got back.
struct Answer: Sendable {
    let status: Int
    let contentType: String
    let allow: String?
    let body: String

    /// The body read as a watchlist.
    func watchlist() throws -> WatchlistBody {
        try JSONDecoder().decode(WatchlistBody.self, from: Data(body.utf8))
    }

    /// The body read as a JSON object.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }
}

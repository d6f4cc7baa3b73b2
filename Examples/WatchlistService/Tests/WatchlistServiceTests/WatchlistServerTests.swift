import Foundation
import Testing
import WatchlistService

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("WatchlistServer: the service in process, over a real loopback socket")
struct WatchlistServerTests {
    @Test("It listens on a port of its own, serves the API, and stops when the body returns")
    func runs() async throws {
        // Given the service run in process under -uitest
        let url = try await WatchlistServer.run(arguments: ["-uitest"]) { server in
            // When a movie is added and the list read over the socket
            let added = try await Self.request("PUT", server.url + "/watchlists/v/movies/550")
            let list = try await Self.request("GET", server.url + "/watchlists/v")

            // Then the answers are the API's
            #expect(server.url.hasPrefix("http://127.0.0.1:"))
            #expect(!server.url.hasSuffix(":0"))
            #expect(added.status == 201)
            #expect(list.status == 200)
            #expect(list.body == #"{"movies":[550],"visitor":"v"}"#)
            return server.url
        }

        // And after it returned, nothing listens there
        await #expect(throws: (any Error).self) { try await Self.request("GET", url + "/health") }
    }

    @Test("Refused arguments are thrown, as the command line words them")
    func refused() async {
        // Given arguments the service does not take
        // When it is run with them
        // Then the refusal is thrown and the body never runs
        await #expect {
            try await WatchlistServer.run(arguments: ["--port", "x"]) { _ in Issue.record("the body ran") }
        } throws: { error in
            "\(error)" == "--port x: expected a port from 0 to 65535"
        }
    }

    @Test("What the body throws is thrown, after the server stopped")
    func bodyThrows() async {
        struct Failed: Error {}
        // Given a body that fails
        // When the server runs it
        // Then its error comes out
        await #expect(throws: Failed.self) {
            try await WatchlistServer.run(arguments: []) { _ in throw Failed() }
        }
    }

    /// `method` `url` over a socket: the status and the body.
    static func request(_ method: String, _ url: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

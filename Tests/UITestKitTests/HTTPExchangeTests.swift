import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@testable import UITestKit

@Suite("HTTPExchange: one request and its answer, over a loopback connection of its own")
struct HTTPExchangeTests {
    @Test("A POST's body and Content-Type arrive, and the answer's status and body come back")
    func roundTrip() async throws {
        try await withStubServer { server in
            // Given a server that answers a POST with 201 and a JSON body
            server.register(.post, "/session", .json(string: #"{"value":{"sessionId":"1"}}"#, status: 201))
            let exchange = HTTPExchange(
                method: "POST", url: server.baseURL.appending(path: "session"), body: Array("{}".utf8),
                contentType: "application/json", timeout: .seconds(10))

            // When the exchange is sent
            let answer = try await exchange.send()

            // Then the answer is the server's, and the server got the request as sent
            #expect(answer.status == 201)
            #expect(String(decoding: answer.body, as: UTF8.self) == #"{"value":{"sessionId":"1"}}"#)
            let request = try #require(server.requests.first)
            #expect(request.body == Data("{}".utf8))
            #expect(request.header("content-type") == "application/json")
        }
    }

    @Test("A port nothing listens on is a connect failure naming host and port")
    func refused() async throws {
        // Given a port held by a socket that is bound and never listens, for the whole test: refused by
        // construction, and no parallel test's server can take it meanwhile
        try await withRefusingPort { port in
            let exchange = HTTPExchange(
                method: "GET", url: try #require(URL(string: "http://127.0.0.1:\(port)/status")),
                timeout: .seconds(5))

            // When the exchange is sent
            // Then it fails at the connection, saying where
            await #expect {
                try await exchange.send()
            } throws: { error in
                guard case .connectFailed(let host, let failedPort, _) = error as? HTTPExchangeError else {
                    return false
                }
                return host == "127.0.0.1" && failedPort == Int(port)
            }
        }
    }

    @Test("Cancelling the waiting task shuts the connection at once, long before the timeout")
    func cancellation() async throws {
        try await withStubServer { server in
            // Given a server that never answers
            server.register(.get, "/slow", .unanswered)
            let exchange = HTTPExchange(
                method: "GET", url: server.baseURL.appending(path: "slow"), timeout: .seconds(120))

            // When the task waiting for its answer is cancelled once the request arrived
            let waiting = Task { try await exchange.send() }
            _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/slow" }
            waiting.cancel()

            // Then the exchange ends as cancelled
            let result = await waiting.result
            guard case .failure(let error) = result, case .cancelled = error as? HTTPExchangeError else {
                Issue.record("expected a cancelled exchange, got \(result)")
                return
            }
        }
    }
}

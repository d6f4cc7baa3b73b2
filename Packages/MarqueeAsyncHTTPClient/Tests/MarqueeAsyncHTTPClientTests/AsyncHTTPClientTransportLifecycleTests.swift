import Foundation
import HTTPTransport
import Logging
import MarqueeAsyncHTTPClient
import MarqueeTestSupport
import ServiceLifecycle
import StubHTTPServer
import Testing

@Suite("AsyncHTTPClientTransport shuts down after the requests in flight")
struct AsyncHTTPClientTransportLifecycleTests {
    @Test("a request in flight when the shutdown begins still gets its whole answer")
    func shutdownWaitsForRequestsInFlight() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/slow", .delayed(.milliseconds(300), .json(string: #"{"ok":true}"#)))
            let transport = AsyncHTTPClientTransport(timeout: .seconds(10))
            let request = UpstreamRequest(url: server.baseURL.appendingPathComponent("slow"))
            let inFlight = Task { () async throws(UpstreamClientError) -> UpstreamResponse in
                try await transport.send(request)
            }
            _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/slow" }

            // When: had the shutdown not waited, closing the pool would have failed the request.
            await transport.shutdown()

            // Then
            let response = try await inFlight.value
            #expect(response.statusCode == 200)
            #expect(response.body == Data(#"{"ok":true}"#.utf8))
        }
    }

    @Test("a request sent after the shutdown is .cancelled and never reaches the server")
    func requestsAfterShutdownAreRefused() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.json(string: "{}"))
            let transport = AsyncHTTPClientTransport(timeout: .seconds(10))
            await transport.shutdown()

            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("x")))
            }

            // Then
            #expect(error == .cancelled)
            #expect(server.requests.isEmpty)
            await transport.shutdown()
        }
    }

    @Test("as a service of a ServiceGroup it shuts down when the group shuts down gracefully")
    func runsAsAService() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.json(string: "{}"))
            let transport = AsyncHTTPClientTransport(timeout: .seconds(10))
            let group = ServiceGroup(
                services: [transport], logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
            let running = Task { try await group.run() }
            let url = server.baseURL.appendingPathComponent("x")
            #expect(try await transport.send(UpstreamRequest(url: url)).statusCode == 200)

            // When
            await group.triggerGracefulShutdown()
            try await running.value

            // Then
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.send(UpstreamRequest(url: url))
            }
            #expect(error == .cancelled)
        }
    }
}

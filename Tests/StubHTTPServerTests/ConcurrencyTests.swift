import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Serialized: each test holds 200 connections (400 descriptors with the server's side); two at once, on top of
/// every other test target running in parallel, would only add load, not coverage.
@Suite("Concurrency", .serialized)
struct ConcurrencyTests {
    @Test("200 concurrent URLSession requests are all answered, each with its own response")
    func twoHundredConcurrentRequests() async throws {
        try await withStubServer { server in
            // Given
            server.registerPrefix(
                .get, "/item/",
                .handler { request in
                    .json(string: #"{"item":"\#(request.path.dropFirst(6))"}"#)
                })
            server.register(.get, "/item/7", .json(string: #"{"item":"seven"}"#))
            let session = TestHTTP.makeSession(maximumConnectionsPerHost: 200, timeout: 60)
            defer { session.finishTasksAndInvalidate() }

            // When
            let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<200 {
                    group.addTask {
                        let (body, _) = try await TestHTTP.send(
                            TestHTTP.url(server.baseURL, "/item/\(index)"), timeout: 60, session: session)
                        return (index, String(decoding: body, as: UTF8.self))
                    }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }

            // Then
            #expect(answers.count == 200)
            for index in 0..<200 {
                let expected = index == 7 ? #"{"item":"seven"}"# : #"{"item":"\#(index)"}"#
                #expect(answers[index] == expected)
            }
            #expect(server.requests.count == 200)
        }
    }

    @Test("200 connections held open at once are all served by a fixed number of threads")
    func twoHundredOpenConnections() async throws {
        try await withStubServer { server in
            // Given
            server.registerPrefix(.get, "/c/", .handler { .json(string: "\"\($0.path)\"") })
            // The server names its threads "stub <port> io" and "stub <port> w<n>".
            let threadsBefore = ServerResources.isAvailable ? ServerResources.threads(of: server) : [:]
            let connections = try (0..<200).map { _ in try RawConnection.connect(port: server.port) }

            // When
            for (index, connection) in connections.enumerated() {
                try connection.send("GET /c/\(index) HTTP/1.1\r\nHost: a\r\n\r\n")
            }
            var bodies: [String] = []
            for connection in connections.reversed() {
                bodies.append(await connection.receiveResponse()?.bodyText ?? "none")
            }
            let open = server.openConnectionCount
            let threadsAfter = ServerResources.isAvailable ? ServerResources.threads(of: server) : [:]

            // Then
            #expect(bodies == (0..<200).reversed().map { "\"/c/\($0)\"" })
            #expect(open == 200)
            #expect(server.acceptedConnectionCount == 200)
            if ServerResources.isAvailable {
                // One I/O thread and the two default workers, the same ones throughout, not one per connection.
                #expect(threadsBefore.count == 3)
                #expect(threadsAfter == threadsBefore)
            }
        }
    }
}

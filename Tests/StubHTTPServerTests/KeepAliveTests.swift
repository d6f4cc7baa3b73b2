import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Keep-alive")
struct KeepAliveTests {
    @Test("Sequential URLSession requests on one session reuse one connection")
    func urlSessionReusesTheConnection() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.json(string: "{}"))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            for index in 0..<5 {
                _ = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/item/\(index)"), session: session)
            }

            // Then
            #expect(server.requests.count == 5)
            #expect(Set(server.requests.map(\.connectionID)).count == 1)
            #expect(server.acceptedConnectionCount == 1)
        }
    }

    @Test("Several requests sent at once on one connection are answered in order")
    func pipelinedRequests() async throws {
        try await withStubServer { server in
            // Given
            server.registerPrefix(.get, "/n/", .handler { .json(string: "\"\($0.path)\"") })
            server.register(.get, "/n/2", .json(string: "\"two\""))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send((1...3).map { "GET /n/\($0) HTTP/1.1\r\nHost: a\r\n\r\n" }.joined())
            var bodies: [String] = []
            for _ in 1...3 { bodies.append(await connection.receiveResponse()?.bodyText ?? "none") }

            // Then
            #expect(bodies == [#""/n/1""#, #""two""#, #""/n/3""#])
            #expect(server.acceptedConnectionCount == 1)
        }
    }

    @Test("`Connection: close` gets the response, then the server closes the connection")
    func connectionClose() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/bye", .json(string: "{}"))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET /bye HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 200)
            #expect(response?.headers["connection"] == "close")
            #expect(await connection.isClosedByServer())
        }
    }

    @Test("An HTTP/1.0 request without keep-alive is answered and the connection closed")
    func http10ClosesByDefault() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/old", .json(string: "{}"))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET /old HTTP/1.0\r\n\r\n")
            let received = String(decoding: try #require(await connection.receiveUntilClosed()), as: UTF8.self)

            // Then
            #expect(received.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(received.hasSuffix("\r\n\r\n{}"))
            #expect(server.requests.first?.httpVersion == "HTTP/1.0")
        }
    }
}

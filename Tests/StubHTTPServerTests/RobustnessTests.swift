import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Robustness")
struct RobustnessTests {
    @Test(
        "A malformed request gets its error status, the connection is closed, and the server keeps serving",
        arguments: MalformedRequest.all)
    func malformedRequest(_ malformed: MalformedRequest) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/ok", .json(string: "{}"))
            let bad = try RawConnection.connect(port: server.port)

            // When
            try bad.send(malformed.bytes)
            let refusal = await bad.receiveResponse()
            let closed = await bad.isClosedByServer()
            let good = try RawConnection.connect(port: server.port)
            try good.send("GET /ok HTTP/1.1\r\nHost: a\r\n\r\n")
            let next = await good.receiveResponse()

            // Then
            #expect(refusal?.status == malformed.status)
            #expect(refusal?.headers["content-type"] == "application/json")
            #expect(refusal?.bodyText.contains("StubHTTPServer") == true)
            #expect(closed)
            #expect(next?.status == 200)
            #expect(server.requests.map(\.path) == ["/ok"])
        }
    }

    @Test("Headers over 64 KiB get a 431", arguments: [true, false])
    func headersTooLarge(terminated: Bool) async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let connection = try RawConnection.connect(port: server.port)
            let big = "GET / HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 70_000))\r\n"

            // When
            try connection.send(terminated ? big + "\r\n" : big)
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 431)
            #expect(server.requests.isEmpty)
        }
    }

    @Test("Headers just under 64 KiB are accepted")
    func largeHeadersUnderTheLimit() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET / HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 60_000))\r\n\r\n")
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 200)
            #expect(server.requests.first?.header("x-big")?.count == 60_000)
        }
    }

    @Test(
        "A client that disconnects mid-request leaves no open socket and the server keeps serving",
        arguments: ["GET /partial HTTP/1.1\r\nHo", "POST /p HTTP/1.1\r\nContent-Length: 100\r\n\r\nonly a bit"],
        [false, true])
    func disconnectMidRequest(partial: String, reset: Bool) async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.json(string: "{}"))
            var connection: RawConnection? = try RawConnection.connect(port: server.port)
            try connection?.send(partial)
            if reset { connection?.setResetOnClose() }

            // When
            connection = nil
            try await server.waitUntilOpenConnections(atMost: 0, timeout: .seconds(30))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let (_, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/next"), session: session)

            // Then
            #expect(response.statusCode == 200)
            #expect(server.requests.map(\.path) == ["/next"])
        }
    }

    @Test("A client that is gone when a large response is sent cannot kill the process with SIGPIPE")
    func disconnectBeforeResponse() async throws {
        try await withStubServer { server in
            // Given
            let huge = StubResponse.raw(Data(count: 16 * 1024 * 1024), contentType: "application/octet-stream")
            // The short delay lets the client close first: writing to it then fails with EPIPE, which raises SIGPIPE
            // unless the server suppresses it.
            server.register(.get, "/huge", .delayed(.milliseconds(50), huge))
            server.register(.get, "/small", .json(string: "{}"))
            var connection: RawConnection? = try RawConnection.connect(port: server.port)
            try connection?.send("GET /huge HTTP/1.1\r\nHost: a\r\n\r\n")
            _ = try await server.waitForRequest(timeout: .seconds(30)) { $0.path == "/huge" }

            // When
            connection = nil
            try await server.waitUntilOpenConnections(atMost: 0, timeout: .seconds(30))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let (body, _) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/small"), session: session)

            // Then
            #expect(body == Data("{}".utf8))
        }
    }

    @Test("A client that resets the connection in the middle of a large response leaves no open socket")
    func resetMidResponse() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/huge", .raw(Data(count: 16 * 1024 * 1024), contentType: "application/octet-stream"))
            var connection: RawConnection? = try RawConnection.connect(port: server.port)
            try connection?.send("GET /huge HTTP/1.1\r\nHost: a\r\n\r\n")
            let head = await connection?.receiveHeadResponse()

            // When
            connection?.setResetOnClose()
            connection = nil
            try await server.waitUntilOpenConnections(atMost: 0, timeout: .seconds(30))

            // Then
            #expect(head?.headers["content-length"] == "\(16 * 1024 * 1024)")
            #expect(server.openConnectionCount == 0)
        }
    }

    @Test("A body that arrives in pieces is assembled")
    func bodyInPieces() async throws {
        try await withStubServer { server in
            // Given
            server.register(.post, "/upload", .status(201))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("POST /upload HTTP/1.1\r\nHost: a\r\nContent-")
            try connection.send("Length: 11\r\n\r\nhello")
            try connection.send(" world")
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 201)
            #expect(server.requests.first?.bodyText == "hello world")
        }
    }

    @Test("A chunked body is de-chunked")
    func chunkedBody() async throws {
        try await withStubServer { server in
            // Given
            server.register(.post, "/upload", .status(201))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send(
                "POST /upload HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n"
            )
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 201)
            #expect(server.requests.first?.bodyText == "hello world")
        }
    }

    @Test("`Expect: 100-continue` gets an interim 100 before the body is sent")
    func expectContinue() async throws {
        try await withStubServer { server in
            // Given
            server.register(.put, "/doc", .status(200))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("PUT /doc HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
            let interim = await connection.receiveHeadResponse()
            try connection.send("data")
            let final = await connection.receiveResponse()

            // Then
            #expect(interim?.status == 100)
            #expect(final?.status == 200)
            #expect(server.requests.first?.bodyText == "data")
        }
    }

    @Test("Any method token is accepted and recorded")
    func anyMethod() async throws {
        try await withStubServer { server in
            // Given
            server.register("PROPFIND", "/dav", .status(207))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("PROPFIND /dav HTTP/1.1\r\nHost: a\r\n\r\n")
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 207)
            #expect(server.requests.first?.method == "PROPFIND")
        }
    }

    @Test("A handler may stop its own server without deadlocking")
    func handlerStopsServer() async throws {
        // Given
        let server = try StubHTTPServer.start()
        server.register(
            .get, "/shutdown",
            .handler { [server] _ in
                server.stop()
                return .status(200)
            })
        let connection = try RawConnection.connect(port: server.port)

        // When
        try connection.send("GET /shutdown HTTP/1.1\r\nHost: a\r\n\r\n")
        let closed = await connection.isClosedByServer()

        // Then
        #expect(closed)
        // The listener is closed before the connections: binding the port succeeds, and holding it keeps other
        // tests off it while connecting is refused.
        let reservation = try #require(PortReservation.reserve(port: server.port), "port still in use")
        #expect(reservation.refusesConnections())
    }
}

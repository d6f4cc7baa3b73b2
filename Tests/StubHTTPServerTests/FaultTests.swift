import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Faults")
struct FaultTests {
    @Test("A delay longer than the client's timeout is seen as a timeout, and other requests are served meanwhile")
    func delayTimesOutWithoutBlockingOthers() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/slow", .unanswered)
            server.register(.get, "/fast", .json(string: #"{"fast":true}"#))
            let slowSession = TestHTTP.makeSession(timeout: 1)
            let fastSession = TestHTTP.makeSession()
            defer {
                slowSession.invalidateAndCancel()
                fastSession.finishTasksAndInvalidate()
            }
            let slow = Task {
                await TestHTTP.failure(of: TestHTTP.url(server.baseURL, "/slow"), timeout: 1, session: slowSession)
            }
            _ = try await server.waitForRequest(timeout: .seconds(30)) { $0.path == "/slow" }

            // When
            let fast = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/fast"), session: fastSession)
            let slowError = await slow.value

            // Then
            #expect(fast.response.statusCode == 200)
            #expect(slowError?.code == .timedOut)
        }
    }

    @Test("A held answer keeps its request in flight, other routes served, until the test releases it")
    func heldAnswer() async throws {
        try await withStubServer { server in
            // Given a route whose answer is held, and a request to it in flight
            let held = HeldAnswer()
            defer { held.release() }
            server.register(.get, "/held", held.response(.json(string: #"{"held":true}"#)))
            server.register(.get, "/fast", .json(string: #"{"fast":true}"#))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let answered = Mutex(false)
            let request = Task {
                defer { answered.withLock { $0 = true } }
                return try await TestHTTP.send(TestHTTP.url(server.baseURL, "/held"), session: session)
            }
            _ = try await server.waitForRequest(timeout: .seconds(30)) { $0.path == "/held" }

            // When another route is asked, then the hold released
            let fast = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/fast"), session: session)
            let answeredBeforeRelease = answered.withLock { $0 }
            held.release()
            let late = try await request.value

            // Then the other route answered meanwhile, the held one only after the release
            #expect(fast.response.statusCode == 200)
            #expect(!answeredBeforeRelease)
            #expect(late.response.statusCode == 200)
            #expect(String(decoding: late.body, as: UTF8.self) == #"{"held":true}"#)
        }
    }

    @Test(
        "A delay too long for any clock neither crashes the server nor keeps it from serving",
        arguments: [
            Duration.seconds(Int64.max),
            Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999),
        ])
    func delayBeyondAnyClock(delay: Duration) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/never", .delayed(delay, .status(200)))
            server.register(.get, "/now", .status(204))
            let waiting = try RawConnection.connect(port: server.port)
            try waiting.send("GET /never HTTP/1.1\r\nHost: a\r\n\r\n")
            _ = try await server.waitForRequest(timeout: .seconds(30)) { $0.path == "/never" }

            // When
            let other = try RawConnection.connect(port: server.port)
            try other.send("GET /now HTTP/1.1\r\nHost: a\r\n\r\n")
            let response = await other.receiveResponse()

            // Then
            #expect(response?.status == 204)
            #expect(server.openConnectionCount == 2)
        }
    }

    @Test("A short delay answers after it")
    func delayThenAnswer() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/later", .delayed(.milliseconds(20), .sequence([.status(202)])))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (_, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/later"), session: session)

            // Then
            #expect(response.statusCode == 202)
        }
    }

    @Test("Closing the connection without answering is seen as a network error")
    func closeConnection() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/drop", .closeConnection)
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let error = await TestHTTP.failure(of: TestHTTP.url(server.baseURL, "/drop"), session: session)

            // Then
            // Linux URLSession reports badServerResponse (empty reply); Apple platforms networkConnectionLost.
            let expected: Set<URLError.Code> = [.badServerResponse, .networkConnectionLost, .cannotParseResponse]
            #expect(error.map { expected.contains($0.code) } == true, "got \(String(describing: error?.code))")
        }
    }

    @Test("Closing the connection without answering sends nothing at all")
    func closeConnectionOnTheWire() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/drop", .closeConnection)
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET /drop HTTP/1.1\r\nHost: a\r\n\r\n")
            let received = await connection.receiveUntilClosed()

            // Then
            #expect(received == [])
            #expect(server.requests.first?.matchedRoute == "GET /drop")
        }
    }

    @Test("A body shorter than its Content-Length is seen as an error")
    func truncatedBody() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/cut", .truncatedBody(Data(#"{"results":["#.utf8), declaredLength: 1000))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let error = await TestHTTP.failure(of: TestHTTP.url(server.baseURL, "/cut"), session: session)

            // Then
            // Linux URLSession reports unknown (curl's partial file); Apple platforms networkConnectionLost.
            let expected: Set<URLError.Code> = [.unknown, .networkConnectionLost, .cannotDecodeRawData]
            #expect(error.map { expected.contains($0.code) } == true, "got \(String(describing: error?.code))")
        }
    }

    @Test("A truncated body declares the longer length, sends the short body and closes")
    func truncatedBodyOnTheWire() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/cut", .truncatedBody(Data("abc".utf8), declaredLength: 10, status: 206))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET /cut HTTP/1.1\r\nHost: a\r\n\r\n")
            let received = String(decoding: try #require(await connection.receiveUntilClosed()), as: UTF8.self)

            // Then
            #expect(received.hasPrefix("HTTP/1.1 206 Partial Content\r\n"))
            #expect(received.contains("Content-Length: 10\r\n"))
            #expect(received.hasSuffix("\r\n\r\nabc"))
        }
    }

    @Test("Garbage instead of a status line is seen as an error")
    func garbage() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/noise", .garbage(Data("SSH-2.0-OpenSSH\r\n\u{1}\u{2}\u{3}".utf8)))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let error = await TestHTTP.failure(of: TestHTTP.url(server.baseURL, "/noise"), session: session)

            // Then
            // Linux URLSession reports unsupportedURL (curl: unsupported protocol); Apple platforms cannotParseResponse.
            let expected: Set<URLError.Code> = [.unsupportedURL, .cannotParseResponse, .badServerResponse]
            #expect(error.map { expected.contains($0.code) } == true, "got \(String(describing: error?.code))")
        }
    }

    @Test("Garbage is sent instead of a status line, then the connection is closed")
    func garbageOnTheWire() async throws {
        try await withStubServer { server in
            // Given
            let noise: [UInt8] = [0x00, 0xFF, 0x13, 0x37, 0x0A]
            server.register(.get, "/noise", .garbage(Data(noise)))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET /noise HTTP/1.1\r\nHost: a\r\n\r\n")
            let received = await connection.receiveUntilClosed()

            // Then
            #expect(received == noise)
        }
    }
}

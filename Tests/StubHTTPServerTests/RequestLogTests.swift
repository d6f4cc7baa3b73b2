import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Request log")
struct RequestLogTests {
    @Test("The log records method, decoded path and query (repeated keys, '+'), headers and body as sent")
    func logMatchesWhatWasSent() async throws {
        try await withStubServer { server in
            // Given
            server.registerPrefix(.post, "/3/search/", .status(201))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let target = "/3/search/movie%20list?query=fight+club&tag=a&tag=b%26c&empty=&flag&page=1"

            // When
            _ = try await TestHTTP.send(
                TestHTTP.url(server.baseURL, target),
                method: "POST",
                headers: ["X-Trace": "abc 123", "Content-Type": "application/json"],
                body: Data(#"{"name":"Rick"}"#.utf8),
                session: session
            )

            // Then
            let request = try #require(server.requests.first)
            #expect(request.method == .post)
            #expect(request.path == "/3/search/movie list")
            #expect(request.rawTarget == target)
            #expect(request.queryItems.map(\.name) == ["query", "tag", "tag", "empty", "flag", "page"])
            #expect(request.queryItems.map(\.value) == ["fight club", "a", "b&c", "", "", "1"])
            #expect(request.queryValue("query") == "fight club")
            #expect(request.queryValues("tag") == ["a", "b&c"])
            #expect(request.queryValue("missing") == nil)
            #expect(request.header("x-trace") == "abc 123")
            #expect(request.header("CONTENT-TYPE") == "application/json")
            #expect(request.headers.contains { $0.name == "X-Trace" && $0.value == "abc 123" })
            #expect(request.body == Data(#"{"name":"Rick"}"#.utf8))
            #expect(request.header("Content-Length") == "15")
            #expect(request.matchedRoute == "prefix POST /3/search/")
        }
    }

    @Test("Headers keep their order and repeated fields as sent on the wire")
    func headersAsSent() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET / HTTP/1.1\r\nHost: a\r\nX-Many: 1\r\nx-many:  2 \r\nAccept: */*\r\n\r\n")
            _ = await connection.receiveResponse()

            // Then
            let request = try #require(server.requests.first)
            #expect(request.headers.map(\.name) == ["Host", "X-Many", "x-many", "Accept"])
            #expect(request.headerValues("X-MANY") == ["1", "2"])
        }
    }

    @Test("Requests are logged in arrival order and the log can be cleared")
    func arrivalOrderAndClearing() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            for path in ["/a", "/b", "/c"] {
                _ = try await TestHTTP.send(TestHTTP.url(server.baseURL, path), session: session)
            }
            let logged = server.requests.map(\.path)

            // When
            server.clearRequests()

            // Then
            #expect(logged == ["/a", "/b", "/c"])
            #expect(server.requests.isEmpty)
        }
    }

    @Test("waitForRequest returns a request that already arrived")
    func waitFindsAnEarlierRequest() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            _ = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/done?x=1"), session: session)

            // When
            let request = try await server.waitForRequest(timeout: .seconds(30)) { $0.path == "/done" }

            // Then
            #expect(request.queryValue("x") == "1")
        }
    }

    @Test("waitForRequest is woken by a matching request that arrives later")
    func waitIsSignalled() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let waiter = Task { try await server.waitForRequest(timeout: .seconds(30)) { $0.path == "/later" } }

            // When
            _ = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/other"), session: session)
            _ = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/later"), session: session)
            let request = try await waiter.value

            // Then
            #expect(request.path == "/later")
        }
    }

    @Test("Waits with a timeout too long for any clock still end when what they wait for happens")
    func waitBeyondAnyClock() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let forever = Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999)
            let requestWaiter = Task { try await server.waitForRequest(timeout: forever) { $0.path == "/x" } }
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("GET /x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            let request = try await requestWaiter.value
            _ = await connection.receiveUntilClosed()
            connection.shutdownWrite()
            try await server.waitUntilOpenConnections(atMost: 0, timeout: forever)

            // Then
            #expect(request.path == "/x")
            #expect(server.openConnectionCount == 0)
        }
    }

    @Test("waitForRequest times out when nothing matches once its clock says the timeout has passed")
    func waitTimesOut() async throws {
        try await withStubServer { server in
            // Given: a clock on which every wait is over at once, so that nothing waits for real.
            let clock = TestClock()

            // When
            let error = await #expect(throws: StubHTTPServerError.self) {
                try await server.waitForRequest(timeout: .seconds(30), clock: clock) { _ in true }
            }

            // Then
            #expect(error == .timedOut)
            #expect(clock.sleeps == [.seconds(30)])
        }
    }

    @Test("waitForRequest on a clock that never reaches the timeout ends with the request that arrives later")
    func waitOnStoppedClockIsSignalled() async throws {
        try await withStubServer { server in
            // Given: the timeout can never fire, so the request wins by construction.
            server.registerCatchAll(.status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let waiter = Task {
                try await server.waitForRequest(timeout: .zero, clock: StoppedClock()) { $0.path == "/later" }
            }

            // When
            _ = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/later"), session: session)
            let request = try await waiter.value

            // Then
            #expect(request.path == "/later")
        }
    }

    @Test("Stopping the server ends a wait with .stopped")
    func waitEndsOnStop() async throws {
        // Given
        let server = try StubHTTPServer.start()
        let waiter = Task { () -> StubHTTPServerError? in
            do throws(StubHTTPServerError) {
                _ = try await server.waitForRequest(timeout: .seconds(30)) { _ in true }
                return nil
            } catch {
                return error
            }
        }
        // Whether the wait registers before or after stop, it must end with .stopped.

        // When
        server.stop()

        // Then
        #expect(await waiter.value == .stopped)
    }

    @Test("A cancelled wait ends with .cancelled")
    func waitCancelled() async throws {
        try await withStubServer { server in
            // Given
            let waiter = Task { () -> StubHTTPServerError? in
                do throws(StubHTTPServerError) {
                    _ = try await server.waitForRequest(timeout: .seconds(30)) { _ in true }
                    return nil
                } catch {
                    return error
                }
            }

            // When
            waiter.cancel()

            // Then
            #expect(await waiter.value == .cancelled)
        }
    }

    @Test("A request's description shows method, path and route but not the query, headers or body")
    func descriptionHidesSecrets() {
        // Given
        let request = ReceivedRequest(
            method: .get,
            path: "/3/movie/550",
            rawTarget: "/3/movie/550?api_key=SECRET",
            queryItems: [("api_key", "SECRET")],
            headers: [("Authorization", "Bearer SECRET")],
            body: Data("SECRET".utf8),
            matchedRoute: "GET /3/movie/550"
        )

        // When
        let text = String(describing: request)

        // Then
        #expect(text == "GET /3/movie/550 -> GET /3/movie/550")
        #expect(!text.contains("SECRET"))
    }
}

import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("URLSessionHTTPClient against the loopback stub server")
struct URLSessionHTTPClientTests {
    @Test("the request goes out as given and the whole response comes back")
    func roundTrip() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .post, "/api/echo",
                .json(string: #"{"name":"Señor Pötato 🥔"}"#, status: 201, headers: ["X-Request-Id": "abc"])
            )
            let client = URLSessionHTTPClient(timeout: .seconds(10))
            let url = try #require(URL(string: "\(server.baseURL.absoluteString)/api/echo?q=a%20b&n=1"))
            let request = HTTPRequest(
                method: "POST", url: url, headers: ["Accept": "application/json", "X-Token": "t"],
                body: Data("hello".utf8)
            )

            // When
            let response = try await client.send(request)

            // Then
            #expect(response.statusCode == 201)
            #expect(response.header("x-request-id") == "abc")
            #expect(response.header("Content-Type") == "application/json")
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"name":"Señor Pötato 🥔"}"#)
            let recorded = try #require(server.requests.first)
            #expect(recorded.method == .post)
            #expect(recorded.path == "/api/echo")
            #expect(recorded.rawTarget == "/api/echo?q=a%20b&n=1")
            #expect(recorded.queryValue("q") == "a b")
            #expect(recorded.header("accept") == "application/json")
            #expect(recorded.header("X-Token") == "t")
            #expect(recorded.body == Data("hello".utf8))
        }
    }

    @Test("4xx and 5xx statuses are responses, not errors", arguments: [400, 404, 429, 500, 503])
    func statusesAreResponses(status: Int) async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(status, body: Data("nope".utf8), headers: ["Retry-After": "1"]))
            let client = URLSessionHTTPClient(timeout: .seconds(10))

            // When
            let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("x")))

            // Then
            #expect(response.statusCode == status)
            #expect(response.body == Data("nope".utf8))
            #expect(response.header("retry-after") == "1")
        }
    }

    @Test("no answer within the timeout is .timedOut")
    func timeout() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/slow", .delayed(.seconds(10), .json(string: "{}")))
            let client = URLSessionHTTPClient(timeout: .milliseconds(300))

            // When
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("slow")))
            }

            // Then
            #expect(error == .timedOut)
        }
    }

    @Test("a connection closed without an answer is a transient transport error")
    func connectionClosed() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.closeConnection)
            let client = URLSessionHTTPClient(timeout: .seconds(10))

            // When
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("x")))
            }

            // Then
            #expect(error == .connectionLost)
            #expect(error?.isTransient == true)
        }
    }

    @Test("a body shorter than its Content-Length is .connectionLost, never a short success")
    func truncatedBody() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.truncatedBody(Data(#"{"page":1,"res"#.utf8), declaredLength: 400))
            let client = URLSessionHTTPClient(timeout: .seconds(10))

            // When
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("x")))
            }

            // Then
            #expect(error == .connectionLost)
        }
    }

    @Test("bytes that are not HTTP are .invalidResponse")
    func garbage() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.garbage(Data("SSH-2.0-OpenSSH_9.6\r\n\r\n".utf8)))
            let client = URLSessionHTTPClient(timeout: .seconds(10))

            // When
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("x")))
            }

            // Then
            #expect(error == .invalidResponse)
        }
    }

    @Test("a port nobody listens on is .cannotConnect")
    func cannotConnect() async throws {
        // Given: a port held for the whole test by a socket that is bound but not listening, so the connection is
        // refused and no server of a parallel test can take the port.
        let reservation = try ReservedPort.reserve()
        defer { withExtendedLifetime(reservation) {} }
        let url = try #require(URL(string: "http://127.0.0.1:\(reservation.port)/x"))
        let client = URLSessionHTTPClient(timeout: .seconds(10))

        // When
        let error = await #expect(throws: HTTPClientError.self) {
            try await client.send(HTTPRequest(url: url))
        }

        // Then
        #expect(error == .cannotConnect)
    }

    @Test("a URL that is not http(s) with a host is .invalidRequest without any connection")
    func unsupportedScheme() async throws {
        // Given
        let client = URLSessionHTTPClient()

        // When
        let error = await #expect(throws: HTTPClientError.self) {
            try await client.send(HTTPRequest(url: URL(string: "file:///etc/passwd")!))
        }
        let noHost = await #expect(throws: HTTPClientError.self) {
            try await client.send(HTTPRequest(url: URL(string: "http:///x")!))
        }

        // Then
        #expect(error == .invalidRequest)
        #expect(noHost == .invalidRequest)
    }

    @Test("cancelling the calling task cancels the request in flight")
    func cancellation() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/slow", .delayed(.seconds(20), .json(string: "{}")))
            let client = URLSessionHTTPClient(timeout: .seconds(30))
            let request = HTTPRequest(url: server.baseURL.appendingPathComponent("slow"))
            let task = Task { () async throws(HTTPClientError) -> HTTPResponse in try await client.send(request) }
            _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/slow" }

            // When
            task.cancel()
            let result = await task.result

            // Then
            #expect(throws: HTTPClientError.cancelled) { try result.get() }
        }
    }

    @Test("a task cancelled before sending never reaches the server")
    func cancelledBeforeSending() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.json(string: "{}"))
            let client = URLSessionHTTPClient(timeout: .seconds(10))
            let request = HTTPRequest(url: server.baseURL.appendingPathComponent("x"))

            // When
            let task = Task { () async throws(HTTPClientError) -> HTTPResponse in
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.send(request)
            }
            let result = await task.result

            // Then
            #expect(throws: HTTPClientError.cancelled) { try result.get() }
            #expect(server.requests.isEmpty)
        }
    }

    @Test("with RetryingHTTPClient a 503 then a 200 from the server is one successful call")
    func retryingAgainstServer() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/flaky",
                .sequence([.status(503, headers: ["Retry-After": "2"]), .json(string: #"{"ok":true}"#)])
            )
            let clock = TestClock()
            let client = RetryingHTTPClient(wrapping: URLSessionHTTPClient(timeout: .seconds(10)), clock: clock)

            // When
            let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("flaky")))

            // Then
            #expect(response.statusCode == 200)
            #expect(server.requests.count == 2)
            #expect(clock.sleeps == [.seconds(2)])
        }
    }
}

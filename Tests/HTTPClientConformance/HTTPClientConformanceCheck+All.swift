import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

extension HTTPClientConformanceCheck {
    /// Every check, against the loopback stub server: the round trip, statuses as responses, the timeout, hang-ups,
    /// a body cut short, garbage, a refused connection, a bad URL, redirects, the response-size limit, cancellation
    /// and 429/503 with `Retry-After` through `RetryingUpstreamClient`.
    public static let all: [HTTPClientConformanceCheck] = [
        roundTrip, statusesAreResponses, timeout, connectionClosed, truncatedBody, garbage, cannotConnect,
        unsupportedURL, redirectFollowed, redirectLoop, oversizedBody, bodyAtTheLimit, cancellation,
        cancelledBeforeSending, retryAfter,
    ]

    static let roundTrip = Self("the request goes out as given and the whole response comes back") { transport in
        try await withStubServer { server in
            // Given
            server.register(
                .post, "/api/echo",
                .json(string: #"{"name":"Señor Pötato 🥔"}"#, status: 201, headers: ["X-Request-Id": "abc"])
            )
            let url = try #require(URL(string: "\(server.baseURL.absoluteString)/api/echo?q=a%20b&n=1"))
            let request = UpstreamRequest(
                method: "POST", url: url, headers: ["Accept": "application/json", "X-Token": "t"],
                body: Data("hello".utf8)
            )

            // When
            let response = try await transport.withClient { try await $0.send(request) }

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

    static let statusesAreResponses = Self("4xx and 5xx statuses are responses, not errors") { transport in
        for status in [400, 404, 429, 500, 503] {
            try await withStubServer { server in
                // Given
                server.registerCatchAll(.status(status, body: Data("nope".utf8), headers: ["Retry-After": "1"]))

                // When
                let response = try await transport.withClient {
                    try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("x")))
                }

                // Then
                #expect(response.statusCode == status)
                #expect(response.body == Data("nope".utf8))
                #expect(response.header("retry-after") == "1")
            }
        }
    }

    static let timeout = Self("no answer within the timeout is .timedOut") { transport in
        try await withStubServer { server in
            // Given: a server that never answers, so the client's timeout is the only timer and fires first.
            server.register(.get, "/slow", .unanswered)

            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.withClient(.init(timeout: .milliseconds(300))) {
                    try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("slow")))
                }
            }

            // Then
            #expect(error == .timedOut)
        }
    }

    static let connectionClosed = Self("a connection closed without an answer is a transient .connectionLost") {
        transport in
        try await expectFailure(.connectionLost, from: .closeConnection, on: transport)
    }

    static let truncatedBody = Self("a body shorter than its Content-Length is .connectionLost, never a short success")
    {
        transport in
        try await expectFailure(
            .connectionLost, from: .truncatedBody(Data(#"{"page":1,"res"#.utf8), declaredLength: 400), on: transport)
    }

    static let garbage = Self("bytes that are not HTTP are .invalidResponse") { transport in
        try await expectFailure(
            .invalidResponse, from: .garbage(Data("SSH-2.0-OpenSSH_9.6\r\n\r\n".utf8)), on: transport)
    }

    static let cannotConnect = Self("a port nobody listens on is .cannotConnect") { transport in
        // Given: a port held for the whole check by a socket that is bound but not listening, so the connection is
        // refused and no server of a parallel test can take the port.
        try await withRefusingPort { port in
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/x"))

            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.withClient { try await $0.send(UpstreamRequest(url: url)) }
            }

            // Then
            #expect(error == .cannotConnect)
            #expect(error?.isTransient == true)
        }
    }

    static let unsupportedURL = Self("a URL that is not http(s) with a host is .invalidRequest without any connection")
    {
        transport in
        // Given
        let urls = [try #require(URL(string: "file:///etc/passwd")), try #require(URL(string: "http:///x"))]

        for url in urls {
            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.withClient { try await $0.send(UpstreamRequest(url: url)) }
            }

            // Then
            #expect(error == .invalidRequest, "\(url)")
        }
    }

    static let redirectFollowed = Self("a redirect is followed to the answer") { transport in
        try await withStubServer { server in
            // Given
            server.register(.get, "/old", .status(302, headers: ["Location": "/new"]))
            server.register(.get, "/new", .json(string: #"{"moved":true}"#))

            // When
            let response = try await transport.withClient {
                try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("old")))
            }

            // Then
            #expect(response.statusCode == 200)
            #expect(response.body == Data(#"{"moved":true}"#.utf8))
            #expect(server.requests.map(\.path) == ["/old", "/new"])
        }
    }

    static let redirectLoop = Self("redirects that never end are an error, never a hang") { transport in
        try await withStubServer { server in
            // Given
            server.register(.get, "/a", .status(302, headers: ["Location": "/b"]))
            server.register(.get, "/b", .status(302, headers: ["Location": "/a"]))

            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.withClient {
                    try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("a")))
                }
            }

            // Then
            #expect(error == .invalidResponse)
        }
    }

    static let oversizedBody = Self("a body over the response-size limit is .invalidResponse") { transport in
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.json(Data(repeating: UInt8(ascii: " "), count: 4097)))

            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.withClient(.init(maximumResponseBytes: 4096)) {
                    try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("x")))
                }
            }

            // Then
            #expect(error == .invalidResponse)
        }
    }

    static let bodyAtTheLimit = Self("a body exactly at the response-size limit comes back whole") { transport in
        try await withStubServer { server in
            // Given
            let body = Data(repeating: UInt8(ascii: " "), count: 4096)
            server.registerCatchAll(.json(body))

            // When
            let response = try await transport.withClient(.init(maximumResponseBytes: 4096)) {
                try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("x")))
            }

            // Then
            #expect(response.body == body)
        }
    }

    static let cancellation = Self("cancelling the calling task cancels the request in flight") { transport in
        try await withStubServer { server in
            try await transport.withClient(.init(timeout: .seconds(30))) { client in
                // Given
                server.register(.get, "/slow", .unanswered)
                let request = UpstreamRequest(url: server.baseURL.appendingPathComponent("slow"))
                let task = Task { () async throws(UpstreamClientError) -> UpstreamResponse in
                    try await client.send(request)
                }
                _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/slow" }

                // When
                task.cancel()
                let result = await task.result

                // Then
                #expect(throws: UpstreamClientError.cancelled) { try result.get() }
            }
        }
    }

    static let cancelledBeforeSending = Self("a task cancelled before sending never reaches the server") { transport in
        try await withStubServer { server in
            try await transport.withClient { client in
                // Given
                server.registerCatchAll(.json(string: "{}"))
                let request = UpstreamRequest(url: server.baseURL.appendingPathComponent("x"))

                // When
                let result = await Task { () async throws(UpstreamClientError) -> UpstreamResponse in
                    withUnsafeCurrentTask { $0?.cancel() }
                    return try await client.send(request)
                }.result

                // Then
                #expect(throws: UpstreamClientError.cancelled) { try result.get() }
                #expect(server.requests.isEmpty)
            }
        }
    }

    static let retryAfter = Self(
        "through RetryingUpstreamClient a 429 or 503 with Retry-After, then a 200, is one success"
    ) {
        transport in
        for status in [429, 503] {
            try await withStubServer { server in
                // Given
                server.register(
                    .get, "/flaky",
                    .sequence([.status(status, headers: ["Retry-After": "2"]), .json(string: #"{"ok":true}"#)])
                )
                let clock = TestClock()

                // When
                let response = try await transport.withClient { client in
                    try await RetryingUpstreamClient(wrapping: client, clock: clock).send(
                        UpstreamRequest(url: server.baseURL.appendingPathComponent("flaky")))
                }

                // Then
                #expect(response.statusCode == 200)
                #expect(server.requests.count == 2)
                #expect(clock.sleeps == [.seconds(2)])
            }
        }
    }

    /// Expects a `GET` answered by `fault` to fail with `expected`.
    private static func expectFailure(
        _ expected: UpstreamClientError, from fault: StubResponse, on transport: HTTPTransportUnderTest
    ) async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(fault)

            // When
            let error = await #expect(throws: UpstreamClientError.self) {
                try await transport.withClient {
                    try await $0.send(UpstreamRequest(url: server.baseURL.appendingPathComponent("x")))
                }
            }

            // Then
            #expect(error == expected)
            #expect(error?.isTransient == expected.isTransient)
        }
    }
}

import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Routing")
struct RoutingTests {
    @Test(
        "Exact beats the longest prefix, which beats the catch-all, in every registration order",
        arguments: RouteLevel.allOrders)
    func precedenceInEveryOrder(order: [RouteLevel]) async throws {
        try await withStubServer { server in
            // Given
            for level in order {
                switch level {
                case .exact: server.register(.get, "/3/movie/550", .json(string: #""exact""#))
                case .prefix: server.registerPrefix(.get, "/3/movie/", .json(string: #""prefix""#))
                case .catchAll: server.registerCatchAll(.json(string: #""catch-all""#))
                }
            }
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let exact = try await body(server, "/3/movie/550", session)
            let prefix = try await body(server, "/3/movie/551", session)
            let other = try await body(server, "/3/tv/1", session)

            // Then
            #expect(exact == #""exact""#)
            #expect(prefix == #""prefix""#)
            #expect(other == #""catch-all""#)
            #expect(server.requests.map(\.matchedRoute) == ["GET /3/movie/550", "prefix GET /3/movie/", "catch-all"])
        }
    }

    @Test("The longest matching prefix wins whichever was registered first", arguments: [false, true])
    func longestPrefixWins(registerLongerFirst: Bool) async throws {
        try await withStubServer { server in
            // Given
            let short = { server.registerPrefix(nil, "/api/", .json(string: #""short""#)) }
            let long = { server.registerPrefix(nil, "/api/characters/", .json(string: #""long""#)) }
            if registerLongerFirst {
                long()
                short()
            } else {
                short()
                long()
            }
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let deep = try await body(server, "/api/characters/1", session)
            let shallow = try await body(server, "/api/episodes/1", session)

            // Then
            #expect(deep == #""long""#)
            #expect(shallow == #""short""#)
            #expect(server.requests.first?.matchedRoute == "prefix ANY /api/characters/")
        }
    }

    @Test(
        "A route for the request's method beats one for any method, at exact and prefix level",
        arguments: [false, true])
    func specificMethodBeatsAnyMethod(registerSpecificFirst: Bool) async throws {
        try await withStubServer { server in
            // Given
            let registrations: [() -> Void] = [
                { server.register(.post, "/items", .status(201)) },
                { server.register(nil, "/items", .status(200)) },
                { server.registerPrefix(.delete, "/items/", .status(204)) },
                { server.registerPrefix(nil, "/items/", .status(202)) },
            ]
            let ordered = registerSpecificFirst ? registrations : registrations.reversed()
            ordered.forEach { $0() }
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let base = server.baseURL

            // When
            let post = try await TestHTTP.send(TestHTTP.url(base, "/items"), method: "POST", session: session)
            let get = try await TestHTTP.send(TestHTTP.url(base, "/items"), session: session)
            let delete = try await TestHTTP.send(TestHTTP.url(base, "/items/7"), method: "DELETE", session: session)
            let put = try await TestHTTP.send(TestHTTP.url(base, "/items/7"), method: "PUT", session: session)

            // Then
            #expect(post.response.statusCode == 201)
            #expect(get.response.statusCode == 200)
            #expect(delete.response.statusCode == 204)
            #expect(put.response.statusCode == 202)
            #expect(
                server.requests.map(\.matchedRoute) == [
                    "POST /items", "ANY /items", "prefix DELETE /items/", "prefix ANY /items/",
                ])
        }
    }

    @Test("An exact route for another method does not match; the request falls through to the next level")
    func methodMismatchFallsThrough() async throws {
        try await withStubServer { server in
            // Given
            server.register(.post, "/login", .status(200))
            server.registerPrefix(.get, "/", .status(418))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (_, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/login"), session: session)

            // Then
            #expect(response.statusCode == 418)
        }
    }

    @Test("An unmatched request gets a 404 with a small JSON body and no route in the log")
    func unmatchedIs404() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/known", .status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/unknown"), session: session)

            // Then
            #expect(response.statusCode == 404)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
            #expect(json["error"] == "StubHTTPServer has no route for GET /unknown")
            #expect(server.requests.count == 1)
            #expect(server.requests.first?.matchedRoute == nil)
        }
    }

    @Test("Routes match the percent-decoded path, without the query")
    func matchesDecodedPath() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/search/fight club", .status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (_, response) = try await TestHTTP.send(
                TestHTTP.url(server.baseURL, "/search/fight%20club?page=2"), session: session)

            // Then
            #expect(response.statusCode == 200)
        }
    }

    @Test("Registering a route again replaces it while the server runs")
    func replacementMidRun() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/popular", .status(503))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let url = TestHTTP.url(server.baseURL, "/3/movie/popular")
            let before = try await TestHTTP.send(url, session: session)

            // When
            server.register(.get, "/3/movie/popular", .json(string: #"{"page":1}"#))
            let after = try await TestHTTP.send(url, session: session)

            // Then
            #expect(before.response.statusCode == 503)
            #expect(after.response.statusCode == 200)
            #expect(String(decoding: after.body, as: UTF8.self) == #"{"page":1}"#)
        }
    }

    @Test("A sequence answers one response per request and repeats the last")
    func sequence() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/flaky", .sequence([.status(500), .status(500), .json(string: "{}")]))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            var statuses: [Int] = []
            for _ in 0..<5 {
                statuses.append(
                    try await TestHTTP.send(TestHTTP.url(server.baseURL, "/flaky"), session: session)
                        .response.statusCode)
            }

            // Then
            #expect(statuses == [500, 500, 200, 200, 200])
        }
    }

    @Test("Registering a sequence again restarts it")
    func sequenceRestartsOnReRegistration() async throws {
        try await withStubServer { server in
            // Given
            let flaky = StubResponse.sequence([.status(500), .status(200)])
            server.register(.get, "/flaky", flaky)
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let url = TestHTTP.url(server.baseURL, "/flaky")
            _ = try await TestHTTP.send(url, session: session)
            _ = try await TestHTTP.send(url, session: session)

            // When
            server.register(.get, "/flaky", flaky)
            let status = try await TestHTTP.send(url, session: session).response.statusCode

            // Then
            #expect(status == 500)
        }
    }

    @Test("A handler computes the response from the request")
    func handler() async throws {
        try await withStubServer { server in
            // Given
            server.registerPrefix(
                .get, "/echo/",
                .handler { request in
                    .json(
                        string: #"{"id":"\#(request.path.dropFirst(6))","page":"\#(request.queryValue("page") ?? "")"}"#
                    )
                })
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, _) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/echo/42?page=3"), session: session)

            // Then
            #expect(String(decoding: body, as: UTF8.self) == #"{"id":"42","page":"3"}"#)
        }
    }

    @Test("A HEAD request gets the headers of the response without its body")
    func headOmitsBody() async throws {
        try await withStubServer { server in
            // Given
            server.register(nil, "/doc", .json(string: #"{"a":1}"#))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send("HEAD /doc HTTP/1.1\r\nHost: a\r\n\r\nGET /doc HTTP/1.1\r\nHost: a\r\n\r\n")
            let head = await connection.receiveHeadResponse()
            let get = await connection.receiveResponse()

            // Then
            #expect(head?.status == 200)
            #expect(head?.headers["content-length"] == "7")
            #expect(get?.bodyText == #"{"a":1}"#)
        }
    }

    @Test("A HEAD request to a path routed only for GET gets the GET response's status and headers, no body")
    func headFallsBackToGet() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/doc", .json(string: #"{"a":1}"#, headers: ["X-Version": "7"]))
            server.registerPrefix(.get, "/files/", .status(200, body: Data("12345".utf8)))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send(
                "HEAD /doc HTTP/1.1\r\nHost: a\r\n\r\n" + "HEAD /files/x HTTP/1.1\r\nHost: a\r\n\r\n"
                    + "GET /doc HTTP/1.1\r\nHost: a\r\n\r\n")
            let exact = await connection.receiveHeadResponse()
            let prefix = await connection.receiveHeadResponse()
            // Read right after the two heads: a body sent with either would show up here instead.
            let get = await connection.receiveResponse()

            // Then
            #expect(exact?.status == 200)
            #expect(exact?.headers["content-length"] == "7")
            #expect(exact?.headers["content-type"] == "application/json")
            #expect(exact?.headers["x-version"] == "7")
            #expect(prefix?.status == 200)
            #expect(prefix?.headers["content-length"] == "5")
            #expect(get?.status == 200)
            #expect(get?.bodyText == #"{"a":1}"#)
            #expect(server.requests.map(\.matchedRoute) == ["GET /doc", "prefix GET /files/", "GET /doc"])
        }
    }

    @Test("A HEAD route beats the GET route of its level, but levels come first: an exact GET beats a HEAD prefix")
    func headRoutePrecedence() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/doc", .status(200))
            server.register(.head, "/doc", .status(203))
            server.register(.get, "/only-get", .status(202))
            server.registerPrefix(.head, "/", .status(206))
            server.registerPrefix(.get, "/", .status(207))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send(
                ["/doc", "/only-get", "/other"].map { "HEAD \($0) HTTP/1.1\r\nHost: a\r\n\r\n" }.joined())
            var statuses: [Int] = []
            for _ in 0..<3 { statuses.append(await connection.receiveHeadResponse()?.status ?? 0) }

            // Then
            #expect(statuses == [203, 202, 206])
            #expect(server.requests.map(\.matchedRoute) == ["HEAD /doc", "GET /only-get", "prefix HEAD /"])
        }
    }

    @Test("Removing every route makes requests 404 again")
    func removeAllRoutes() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(200))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            server.removeAllRoutes()
            let status = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/x"), session: session).response
                .statusCode

            // Then
            #expect(status == 404)
        }
    }

    private func body(_ server: StubHTTPServer, _ path: String, _ session: URLSession) async throws -> String {
        let (body, _) = try await TestHTTP.send(TestHTTP.url(server.baseURL, path), session: session)
        return String(decoding: body, as: UTF8.self)
    }
}

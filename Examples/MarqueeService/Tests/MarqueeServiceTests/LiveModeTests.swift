import Foundation
import HummingbirdTesting
import MarqueeTestSupport
import StubHTTPServer
import Testing

@testable import MarqueeService

/// Live mode through the real adapters against a loopback replay of the upstream APIs (`API_BASE_URL`): the
/// answers, and the table from upstream failures to problems. No secret or upstream URL reaches a body or a log.
@Suite("Live mode through the production adapters against a StubHTTPServer replay")
struct LiveModeTests {
    /// Runs `body` with a replay server and the live service pointed at it; stops the server afterwards.
    func withReplay(
        credential: Bool = true, timeout: Duration = .seconds(10), caching: UpstreamCaching = .on,
        _ configure: (StubHTTPServer) throws -> Void,
        _ body: @Sendable (any TestClientProtocol, StubHTTPServer) async throws -> Void
    ) async throws {
        let server = try StubHTTPServer.start()
        do {
            try configure(server)
            try await LiveService.run(
                baseURL: server.baseURL.absoluteString, credential: credential, timeout: timeout, caching: caching
            ) { service in
                try await service.run { client in try await body(client, server) }
                #expect(!service.log.text.contains(LiveService.token))
                #expect(!service.log.text.contains(server.baseURL.absoluteString))
            }
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    @Test("popular movies and characters come from the upstream payloads, with the credential sent")
    func happyPath() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .fixture(try LiveService.fixture("tmdb-popular-page")))
            server.register(.get, "/api/character", .fixture(try LiveService.fixture("rm-characters-page-1")))
        } _: { client, server in
            // When
            let movies = try await client.get("/api/v1/movies/popular")
            let characters = try await client.get("/api/v1/characters?name=rick")

            // Then
            #expect(movies.status == .ok)
            #expect(movies.text.hasPrefix(#"{"page":1,"totalPages":"#))
            #expect(characters.status == .ok)
            #expect(characters.text.contains(#""name":"Rick Sanchez""#))
            let sent = try #require(server.requests.first { $0.path == "/3/movie/popular" })
            #expect(sent.header("Authorization") == "Bearer \(LiveService.token)")
            #expect(server.requests.contains { $0.path == "/api/character" })
        }
    }

    @Test(
        "a page TMDb declares fresh is asked for once and then served from the cache; without the header, or with the cache off, every time",
        arguments: [("public, max-age=300", .on, 1), (nil, .on, 3), ("public, max-age=300", .off, 3)]
            as [(String?, UpstreamCaching, Int)])
    func cachesWhatTheUpstreamDeclaresFresh(
        cacheControl: String?, caching: UpstreamCaching, upstreamRequests: Int
    ) async throws {
        try await withReplay(caching: caching) { server in
            let page = try Data(contentsOf: try LiveService.fixture("tmdb-popular-page"))
            var headers: [String: String] = [:]
            headers["Cache-Control"] = cacheControl
            server.register(.get, "/3/movie/popular", .json(page, headers: headers))
        } _: { client, server in
            // When
            var bodies: [String] = []
            for _ in 1...3 { bodies.append(try await client.get("/api/v1/movies/popular").text) }

            // Then
            #expect(Set(bodies).count == 1)
            #expect(bodies[0].hasPrefix(#"{"page":1,"totalPages":"#))
            #expect(server.requests.filter { $0.path == "/3/movie/popular" }.count == upstreamRequests)
        }
    }

    @Test("upstream 401: 502 upstream-unauthorized, without the token or the upstream URL")
    func unauthorized() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .fixture(try LiveService.fixture("tmdb-error-401"), status: 401))
        } _: { client, server in
            // When
            let response = try await client.get("/api/v1/movies/popular")

            // Then
            #expect(response.status == .badGateway)
            #expect(try response.problem().type == "urn:marquee:problem:upstream-unauthorized")
            #expect(!response.text.contains(LiveService.token))
            #expect(!response.text.contains("127.0.0.1"))
        }
    }

    @Test(
        "upstream 429 with Retry-After, also after retrying: 503 upstream-rate-limited with the upstream's Retry-After")
    func rateLimited() async throws {
        try await withReplay { server in
            server.register(.get, "/api/character/1", .status(429, headers: ["Retry-After": "2"]))
        } _: { client, server in
            // When
            let response = try await client.get("/api/v1/characters/1")

            // Then
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "2")
            #expect(try response.problem().type == "urn:marquee:problem:upstream-rate-limited")
            #expect(server.requests.filter { $0.path == "/api/character/1" }.count > 1, "the adapter retried")
        }
    }

    @Test("upstream 429 without a usable Retry-After (none, or an HTTP date): Retry-After is the service's 30 s")
    func rateLimitedWithoutRetryAfter() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .status(429))
            server.register(
                .get, "/api/character/1", .status(429, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"]))
        } _: { client, _ in
            // When
            let movies = try await client.get("/api/v1/movies/popular")
            let character = try await client.get("/api/v1/characters/1")

            // Then
            for response in [movies, character] {
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == String(Problem.rateLimitRetryAfterSeconds))
                #expect(try response.problem().type == "urn:marquee:problem:upstream-rate-limited")
            }
        }
    }

    @Test("upstream 503 with Retry-After: 503 upstream-unavailable passing the upstream's Retry-After on")
    func unavailableWithRetryAfter() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .status(503, headers: ["Retry-After": "17"]))
            server.register(.get, "/api/character", .status(500))
        } _: { client, _ in
            // When: characters first, since both APIs are on one loopback host here, which TMDb's 503 with
            // Retry-After puts inside a window
            let characters = try await client.get("/api/v1/characters")
            let movies = try await client.get("/api/v1/movies/popular")

            // Then
            #expect(movies.status == .serviceUnavailable)
            #expect(movies.headers[.retryAfter] == "17")
            #expect(try movies.problem().type == "urn:marquee:problem:upstream-unavailable")
            #expect(characters.status == .serviceUnavailable)
            #expect(characters.headers[.retryAfter] == nil, "no Retry-After when the upstream gave none")
        }
    }

    @Test("a page whose upstream asked us to wait says how long in words and sends the problem's Retry-After")
    func pagesStateTheWait() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .status(429, headers: ["Retry-After": "3600"]))
            server.register(.get, "/api/character", .status(503, headers: ["Retry-After": "17"]))
            server.register(.get, "/api/character/1", .status(429))
        } _: { client, _ in
            // When: the 429 without Retry-After first, since both APIs are on one loopback host here, which the
            // others' Retry-After put inside a window
            let character = try await client.get("/characters/1")
            let movies = try await client.get("/")
            let characters = try await client.get("/characters?name=rick")

            // Then
            #expect(movies.status == .serviceUnavailable)
            #expect(movies.headers[.retryAfter] == "3600")
            #expect(movies.headers[.contentType] == "text/html; charset=utf-8")
            #expect(
                movies.text.contains(
                    #"<p>The movie service (TMDb) is getting too many requests.</p>"#
                        + "\n" + #"<p data-testid="movieList.retryAfter">It asks us to wait 1 hour before trying "#
                        + "again.</p>"), "\(movies.text)")
            #expect(!movies.text.contains("Wait a moment."), "one way of saying when to come back")
            #expect(characters.status == .serviceUnavailable)
            #expect(characters.headers[.retryAfter] == "17")
            #expect(
                characters.text.contains(
                    #"data-testid="characterList.retryAfter">It asks us to wait 17 seconds before trying again.</p>"#
                ))
            #expect(character.headers[.retryAfter] == String(Problem.rateLimitRetryAfterSeconds), "as the problem")
            #expect(!character.text.contains(".retryAfter"), "the upstream did not say how long: no sentence")
            #expect(character.text.contains("Wait a moment."))
        }
    }

    @Test("a rejected credential, malformed JSON and a timeout: each page says what failed, with Try again")
    func pagesStateEachFault() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .fixture(try LiveService.fixture("tmdb-error-401"), status: 401))
            server.register(
                .get, "/api/character", .json(string: #"{"info": {"count": 826, "pages": 42}, "results": ["#))
        } _: { client, _ in
            // When
            let rejected = try await client.get("/")
            let malformed = try await client.get("/characters")

            // Then
            Self.expectErrorState(
                rejected, status: 502, screen: "movieList", message: "The movie service (TMDb) refused our credentials."
            )
            Self.expectErrorState(
                malformed, status: 502, screen: "characterList",
                message: "The character service (Rick and Morty API) gave an answer we could not use.")
        }
        // Only here is the timeout short: under load a short one could cut the other answers off too
        try await withReplay(timeout: .milliseconds(300)) { server in
            server.register(.get, "/api/character/1", .unanswered)
        } _: { client, _ in
            // When
            let timedOut = try await client.get("/characters/1")

            // Then
            Self.expectErrorState(
                timedOut, status: 503, screen: "characterDetails",
                message: "The character service (Rick and Morty API) could not be reached.")
        }
    }

    /// Checks that `response` is `screen`'s error state, announced to assistive technology, with `message`, "Try
    /// again" and no wait, answered with `status`.
    static func expectErrorState(
        _ response: TestResponse, status: Int, screen: String, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(response.status.code == status, "\(screen)", sourceLocation: sourceLocation)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8", sourceLocation: sourceLocation)
        #expect(
            response.text.contains(#"<div class="state error" role="alert" data-testid="\#(screen).error">"#),
            sourceLocation: sourceLocation)
        #expect(
            response.text.contains("<h2>Something went wrong</h2>\n<p>\(message)</p>"), "\(response.text)",
            sourceLocation: sourceLocation)
        #expect(
            response.text.contains(#"data-testid="\#(screen).tryAgain">Try again</a>"#), sourceLocation: sourceLocation)
        #expect(!response.text.contains(".retryAfter"), "no upstream asked us to wait", sourceLocation: sourceLocation)
    }

    @Test("TMDb failing only a movie's credits: the movie comes, with the cast marked unavailable in JSON and page")
    func creditsUnavailable() async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/640", .fixture(try LiveService.fixture("tmdb-movie-details-640")))
            server.register(.get, "/3/movie/640/credits", .status(500))
            server.register(.get, "/3/configuration", .fixture(try LiveService.fixture("tmdb-configuration")))
        } _: { client, _ in
            // When the movie is asked for as JSON and as a page
            let json = try await client.get("/api/v1/movies/640")
            let page = try await client.get("/movies/640")

            // Then the JSON is a 200 with the movie, no credits, and why they are missing
            #expect(json.status == .ok)
            let movie = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
            #expect(movie["title"] as? String == "Catch Me If You Can")
            #expect(movie["cast"] is NSNull && movie["crew"] is NSNull && movie["directors"] is NSNull)
            #expect(movie["creditsUnavailable"] as? String == "unavailable")
            // And the page shows the movie with a note where the cast would be, and no empty cast list
            #expect(page.status == .ok)
            #expect(page.text.contains(#"data-testid="movieDetails.title">Catch Me If You Can</h1>"#))
            #expect(
                page.text.contains(
                    #"<p class="state" role="status" data-testid="movieDetails.castUnavailable">The cast could not "#
                        + "be loaded. The movie service (TMDb) could not be reached.</p>"), "\(page.text)")
            #expect(!page.text.contains(#"data-testid="movieDetails.cast""#))
            #expect(page.text.contains(#"data-testid="movieDetails.directors">Not loaded</dd>"#))
        }
    }

    @Test("upstream 5xx, also after retrying: 503 upstream-unavailable", arguments: [500, 502, 503])
    func serverError(status: Int) async throws {
        try await withReplay { server in
            server.register(.get, "/3/movie/popular", .status(status))
        } _: { client, _ in
            // When
            let response = try await client.get("/api/v1/movies/popular")

            // Then
            #expect(response.status == .serviceUnavailable)
            #expect(try response.problem().type == "urn:marquee:problem:upstream-unavailable")
        }
    }

    @Test("an upstream that does not answer in time, or hangs up: 503 upstream-unavailable")
    func timeoutAndHangUp() async throws {
        try await withReplay(timeout: .milliseconds(300)) { server in
            server.register(.get, "/3/movie/popular", .unanswered)
            server.register(.get, "/api/character", .closeConnection)
        } _: { client, _ in
            // When
            let slow = try await client.get("/api/v1/movies/popular")
            let hungUp = try await client.get("/api/v1/characters")

            // Then
            #expect(slow.status == .serviceUnavailable)
            #expect(try slow.problem().type == "urn:marquee:problem:upstream-unavailable")
            #expect(hungUp.status == .serviceUnavailable)
        }
    }

    @Test("garbage from upstream: 502 upstream-invalid-response")
    func garbage() async throws {
        try await withReplay { server in
            server.register(.get, "/api/character/1", .json(string: #"{"id": "not a number"}"#))
        } _: { client, _ in
            // When
            let response = try await client.get("/api/v1/characters/1")

            // Then
            #expect(response.status == .badGateway)
            #expect(try response.problem().type == "urn:marquee:problem:upstream-invalid-response")
        }
    }

    @Test("no TMDb credential: movies answer 503 naming the variables, characters still work, health says why")
    func missingCredential() async throws {
        try await withReplay(credential: false) { server in
            server.register(.get, "/api/character", .fixture(try LiveService.fixture("rm-characters-page-1")))
        } _: { client, server in
            // When
            let movies = try await client.get("/api/v1/movies/popular")
            let characters = try await client.get("/api/v1/characters")
            let health = try await client.get("/health")

            // Then
            #expect(movies.status == .serviceUnavailable)
            let problem = try movies.problem()
            #expect(problem.type == "urn:marquee:problem:movies-not-configured")
            #expect(problem.detail.contains("TMDB_API_TOKEN") && problem.detail.contains("TMDB_API_KEY"))
            #expect(characters.status == .ok)
            #expect(health.status == .ok)
            #expect(health.text.contains(#""movies":"not configured: "#))
            #expect(!server.requests.contains { $0.path.hasPrefix("/3/") }, "no request without a credential")
        }
    }
}

import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Testing

@Suite("TMDbMovieRepository: failures, against the stub server")
struct TMDbMovieRepositoryFailureTests {
    private static let rejected = #"{"success":false,"status_code":22,"status_message":"Invalid page."}"#

    @Test(
        "statuses map onto the port's errors, retrying only what is worth retrying",
        arguments: [
            (400, rejected, MovieRepositoryError.upstream(.rejected), 1),
            (401, "tmdb-error-401", .upstream(.unauthorized), 1),
            (403, #"{"status_code":3}"#, .upstream(.unauthorized), 1),
            (404, "tmdb-error-404", .notFound(movieID: 640), 1),
            (422, rejected, .upstream(.rejected), 1),
            (429, #"{"status_code":25}"#, .upstream(.rateLimited), 3),
            (500, "{}", .upstream(.unavailable), 1),
            (502, "<html>Bad Gateway</html>", .upstream(.unavailable), 3),
            (503, "", .upstream(.unavailable), 3),
            (504, "", .upstream(.unavailable), 3),
        ]
    )
    func statuses(status: Int, body: String, expected: MovieRepositoryError, attempts: Int) async throws {
        try await withStubServer { server in
            // Given
            let response: StubResponse =
                body.hasPrefix("tmdb-")
                ? try TMDbHarness.fixture(body, status: status) : .json(string: body, status: status)
            server.register(.get, "/3/movie/640", response)
            let harness = TMDbHarness(server: server)

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == expected)
            #expect(server.requests.count == attempts)
            #expect(harness.clock.sleeps.count == attempts - 1)
        }
    }

    @Test("a 404 on a list endpoint means the service is not at the configured address: .unavailable")
    func notFoundOnList() async throws {
        try await withStubServer { server in
            // Given: nothing registered, every path is a 404.
            let harness = TMDbHarness(server: server)

            // When
            let popular = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.popularMovies(page: 1)
            }
            let search = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.searchMovies(query: "x", page: 1)
            }
            let credits = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.credits(forMovieWithID: 9)
            }

            // Then
            #expect(popular == .upstream(.unavailable))
            #expect(search == .upstream(.unavailable))
            #expect(credits == .notFound(movieID: 9))
        }
    }

    @Test("a 429 with Retry-After waits exactly that long, then succeeds")
    func rateLimitedThenSuccess() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/3/movie/popular",
                .sequence([
                    .json(string: #"{"status_code":25}"#, status: 429, headers: ["Retry-After": "2"]),
                    try TMDbHarness.fixture("tmdb-popular-page"),
                ])
            )
            let harness = TMDbHarness(server: server)

            // When
            let page = try await harness.movies.popularMovies(page: 1)

            // Then
            #expect(page.results.count == 20)
            #expect(server.requests.count == 2)
            #expect(harness.clock.sleeps == [.seconds(2)])
        }
    }

    @Test("a 429 with an HTTP-date Retry-After waits until that date, measured from the injected now")
    func rateLimitedWithDate() async throws {
        try await withStubServer { server in
            // Given: now is Tue, 14 Nov 2023 22:13:20 GMT.
            server.register(
                .get, "/3/movie/popular",
                .sequence([
                    .status(429, headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:25 GMT"]),
                    try TMDbHarness.fixture("tmdb-popular-page"),
                ])
            )
            let harness = TMDbHarness(server: server)

            // When
            _ = try await harness.movies.popularMovies(page: 1)

            // Then
            #expect(harness.clock.sleeps == [.seconds(5)])
        }
    }

    @Test("a 429 whose Retry-After exceeds the retry budget is .rateLimited at once, carrying the upstream's wait")
    func rateLimitedBeyondBudget() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", .status(429, headers: ["Retry-After": "3600"]))
            let harness = TMDbHarness(server: server)

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.rateLimited(retryAfter: .seconds(3600))))
            #expect(server.requests.count == 1)
            #expect(harness.clock.sleeps.isEmpty)
        }
    }

    @Test("retries exhausted on 503 is .unavailable after the policy's attempts and backoff delays")
    func retriesExhausted() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", .status(503))
            let harness = TMDbHarness(
                server: server, policy: RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), jitter: 0)
            )

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.unavailable))
            #expect(server.requests.count == 4)
            #expect(harness.clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
        }
    }

    @Test("a server that does not answer in time is .unavailable")
    func timeout() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", .delayed(.seconds(10), .json(string: "{}")))
            let harness = TMDbHarness(server: server, policy: .never, timeout: .milliseconds(300))

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.unavailable))
        }
    }

    @Test(
        "transport faults: a closed connection and a truncated body are .unavailable, non-HTTP bytes .invalidResponse",
        arguments: [
            (StubResponse.closeConnection, MovieRepositoryError.upstream(.unavailable)),
            (.truncatedBody(Data(#"{"id":640,"title":"Catch"#.utf8), declaredLength: 1347), .upstream(.unavailable)),
            (.garbage(Data("\u{0}\u{1}\u{2} not http\r\n\r\n".utf8)), .upstream(.invalidResponse)),
        ]
    )
    func transportFaults(fault: StubResponse, expected: MovieRepositoryError) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", fault)
            let harness = TMDbHarness(server: server, policy: .never)

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == expected)
        }
    }

    @Test(
        "a 200 whose body is not what TMDb promises is .invalidResponse",
        arguments: [
            #"{"id": 640, "title": "Catch"#, #"{"title": "no id"}"#, #"{"id": "640", "title": "T"}"#,
            #"{"id": 640, "title": "T", "release_date": "25.12.2002"}"#, "", "null",
        ]
    )
    func undecodable(body: String) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", .json(string: body))
            let harness = TMDbHarness(server: server)

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.invalidResponse))
        }
    }

    @Test("neither credential appears in any error description, retry log line or request description")
    func credentialNeverLeaks() async throws {
        let scenarios: [StubResponse] = [
            .json(string: #"{"status_code":7}"#, status: 401), .status(404), .status(400), .status(429),
            .status(503), .closeConnection, .garbage(Data("x".utf8)), .json(string: "{"),
        ]
        let credentials = [TMDbCredential.apiKey(TMDbHarness.apiKey), .bearerToken(TMDbHarness.bearerToken)]
        for credential in credentials {
            for scenario in scenarios {
                try await withStubServer { server in
                    // Given
                    server.registerCatchAll(scenario)
                    let harness = TMDbHarness(server: server, credential: credential)
                    var texts: [String] = []

                    // When
                    do {
                        _ = try await harness.movies.movie(withID: 640)
                    } catch {
                        texts += [String(describing: error), String(reflecting: error), error.localizedDescription]
                    }
                    do {
                        _ = try await harness.movies.popularMovies(page: 1)
                    } catch {
                        texts += [String(describing: error), String(reflecting: error)]
                    }
                    do {
                        _ = try await harness.images.imageConfiguration()
                    } catch {
                        texts += [String(describing: error), String(reflecting: error)]
                    }
                    texts += harness.log.lines
                    texts += [String(describing: harness.configuration), String(reflecting: harness.configuration)]

                    // Then
                    #expect(!texts.isEmpty)
                    for text in texts {
                        #expect(!text.contains(TMDbHarness.apiKey), "\(text)")
                        #expect(!text.contains(TMDbHarness.bearerToken), "\(text)")
                        #expect(!text.contains("5ecr3t"), "\(text)")
                    }
                }
            }
        }
    }
}

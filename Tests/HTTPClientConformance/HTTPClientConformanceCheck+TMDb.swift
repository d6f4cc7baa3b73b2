import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Testing

extension HTTPClientConformanceCheck {
    /// The TMDb repositories' failures on a transport, against the loopback stub server: statuses, 429 with
    /// `Retry-After` (seconds, an HTTP date, past the budget), retries exhausted, the timeout, hang-ups, a body cut
    /// short, garbage, undecodable bodies, and no credential in any error or log line. MoviesAdaptersTests runs them
    /// on URLSession, Packages/MarqueeAsyncHTTPClient on URLSession and AsyncHTTPClient side by side.
    public static let tmdbRepository: [HTTPClientConformanceCheck] =
        [
            tmdbStatus(400, body: tmdbRejected, expected: .upstream(.rejected), attempts: 1),
            tmdbStatus(401, body: tmdbInvalidKey, expected: .upstream(.unauthorized), attempts: 1),
            tmdbStatus(403, body: #"{"status_code":3}"#, expected: .upstream(.unauthorized), attempts: 1),
            tmdbStatus(404, body: tmdbNotFound, expected: .notFound(movieID: 640), attempts: 1),
            tmdbStatus(422, body: tmdbRejected, expected: .upstream(.rejected), attempts: 1),
            tmdbStatus(429, body: #"{"status_code":25}"#, expected: .upstream(.rateLimited), attempts: 3),
            tmdbStatus(500, body: "{}", expected: .upstream(.unavailable), attempts: 1),
            tmdbStatus(502, body: "<html>Bad Gateway</html>", expected: .upstream(.unavailable), attempts: 3),
            tmdbStatus(503, body: "", expected: .upstream(.unavailable), attempts: 3),
            tmdbStatus(504, body: "", expected: .upstream(.unavailable), attempts: 3),
            tmdbNotFoundOnList, tmdbRateLimitedThenSuccess, tmdbRateLimitedWithDate, tmdbRateLimitedBeyondBudget,
            tmdbRetriesExhausted, tmdbTimeout,
            tmdbTransportFault(.closeConnection, "a closed connection", expected: .upstream(.unavailable)),
            tmdbTransportFault(
                .truncatedBody(Data(#"{"id":640,"title":"Catch"#.utf8), declaredLength: 1347), "a truncated body",
                expected: .upstream(.unavailable)),
            tmdbTransportFault(
                .garbage(Data("\u{0}\u{1}\u{2} not http\r\n\r\n".utf8)), "non-HTTP bytes",
                expected: .upstream(.invalidResponse)),
            tmdbCredentialNeverLeaks,
        ]
        + [
            #"{"id": 640, "title": "Catch"#, #"{"title": "no id"}"#, #"{"id": "640", "title": "T"}"#,
            #"{"id": 640, "title": "T", "release_date": "25.12.2002"}"#, "", "null",
        ].map(tmdbUndecodable)

    private static let tmdbRejected = #"{"success":false,"status_code":22,"status_message":"Invalid page."}"#
    private static let tmdbInvalidKey =
        #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
    private static let tmdbNotFound =
        #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
    /// A page of popular movies with one movie.
    private static let tmdbPopularPage =
        #"{"page":1,"results":[{"id":550,"title":"Fight Club","genre_ids":[18]}],"total_pages":1,"total_results":1}"#

    /// Runs `body` with a TMDb harness on a fresh stub server whose transport is `transport`'s client.
    private static func withTMDb(
        _ transport: HTTPTransportUnderTest, policy: RetryPolicy = .default, timeout: Duration = .seconds(10),
        credential: TMDbCredential = .apiKey(TMDbHarness.apiKey),
        _ body: (TMDbHarness) async throws -> Void
    ) async throws {
        try await withStubServer { server in
            try await transport.withClient(.init(timeout: timeout)) { client in
                try await body(
                    TMDbHarness(server: server, credential: credential, policy: policy, transport: client))
            }
        }
    }

    static func tmdbStatus(
        _ status: Int, body: String, expected: MovieRepositoryError, attempts: Int
    ) -> Self {
        Self("TMDb: a \(status) is \(expected) after \(attempts) attempt(s), retrying only what is worth retrying") {
            transport in
            try await withTMDb(transport) { harness in
                // Given
                harness.server.register(.get, "/3/movie/640", .json(string: body, status: status))

                // When
                let error = await #expect(throws: MovieRepositoryError.self) {
                    try await harness.movies.movie(withID: 640)
                }

                // Then
                #expect(error == expected)
                #expect(harness.server.requests.count == attempts)
                #expect(harness.clock.sleeps.count == attempts - 1)
            }
        }
    }

    static let tmdbNotFoundOnList = Self(
        "TMDb: a 404 on a list endpoint means the service is not at the configured address: .unavailable"
    ) { transport in
        try await withTMDb(transport) { harness in
            // Given: nothing registered, every path is a 404.
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

    static let tmdbRateLimitedThenSuccess = Self("TMDb: a 429 with Retry-After waits exactly that long, then succeeds")
    {
        transport in
        try await withTMDb(transport) { harness in
            // Given
            harness.server.register(
                .get, "/3/movie/popular",
                .sequence([
                    .json(string: #"{"status_code":25}"#, status: 429, headers: ["Retry-After": "2"]),
                    .json(string: tmdbPopularPage),
                ])
            )

            // When
            let page = try await harness.movies.popularMovies(page: 1)

            // Then
            #expect(page.results.map(\.title) == ["Fight Club"])
            #expect(harness.server.requests.count == 2)
            #expect(harness.clock.sleeps == [.seconds(2)])
        }
    }

    static let tmdbRateLimitedWithDate = Self(
        "TMDb: a 429 with an HTTP-date Retry-After waits until that date, measured from the injected now"
    ) { transport in
        try await withTMDb(transport) { harness in
            // Given: now is Tue, 14 Nov 2023 22:13:20 GMT.
            harness.server.register(
                .get, "/3/movie/popular",
                .sequence([
                    .status(429, headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:25 GMT"]),
                    .json(string: tmdbPopularPage),
                ])
            )

            // When
            _ = try await harness.movies.popularMovies(page: 1)

            // Then
            #expect(harness.clock.sleeps == [.seconds(5)])
        }
    }

    static let tmdbRateLimitedBeyondBudget = Self(
        "TMDb: a 429 whose Retry-After exceeds the retry budget is .rateLimited at once, carrying the upstream's wait"
    ) { transport in
        try await withTMDb(transport) { harness in
            // Given
            harness.server.register(.get, "/3/movie/640", .status(429, headers: ["Retry-After": "3600"]))

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.rateLimited(retryAfter: .seconds(3600))))
            #expect(harness.server.requests.count == 1)
            #expect(harness.clock.sleeps.isEmpty)
        }
    }

    static let tmdbRetriesExhausted = Self(
        "TMDb: retries exhausted on 503 is .unavailable after the policy's attempts and backoff delays"
    ) { transport in
        try await withTMDb(transport, policy: RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), jitter: 0)) {
            harness in
            // Given
            harness.server.register(.get, "/3/movie/640", .status(503))

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.unavailable))
            #expect(harness.server.requests.count == 4)
            #expect(harness.clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
        }
    }

    static let tmdbTimeout = Self("TMDb: a server that does not answer in time is .unavailable") { transport in
        try await withTMDb(transport, policy: .never, timeout: .milliseconds(300)) { harness in
            // Given: a server that never answers, so the client's timeout is the only timer and fires first.
            harness.server.register(.get, "/3/movie/640", .unanswered)

            // When
            let error = await #expect(throws: MovieRepositoryError.self) {
                try await harness.movies.movie(withID: 640)
            }

            // Then
            #expect(error == .upstream(.unavailable))
        }
    }

    static func tmdbTransportFault(_ fault: StubResponse, _ name: String, expected: MovieRepositoryError) -> Self {
        Self("TMDb: a transport fault, \(name), is \(expected)") { transport in
            try await withTMDb(transport, policy: .never) { harness in
                // Given
                harness.server.register(.get, "/3/movie/640", fault)

                // When
                let error = await #expect(throws: MovieRepositoryError.self) {
                    try await harness.movies.movie(withID: 640)
                }

                // Then
                #expect(error == expected)
            }
        }
    }

    static func tmdbUndecodable(_ body: String) -> Self {
        Self("TMDb: a 200 whose body is not what TMDb promises is .invalidResponse: \(body.debugDescription)") {
            transport in
            try await withTMDb(transport) { harness in
                // Given
                harness.server.register(.get, "/3/movie/640", .json(string: body))

                // When
                let error = await #expect(throws: MovieRepositoryError.self) {
                    try await harness.movies.movie(withID: 640)
                }

                // Then
                #expect(error == .upstream(.invalidResponse))
            }
        }
    }

    static let tmdbCredentialNeverLeaks = Self(
        "TMDb: neither credential appears in any error description, retry log line or request description"
    ) { transport in
        let scenarios: [StubResponse] = [
            .json(string: #"{"status_code":7}"#, status: 401), .status(404), .status(400), .status(429),
            .status(503), .closeConnection, .garbage(Data("x".utf8)), .json(string: "{"),
        ]
        let credentials = [TMDbCredential.apiKey(TMDbHarness.apiKey), .bearerToken(TMDbHarness.bearerToken)]
        for credential in credentials {
            for scenario in scenarios {
                try await withTMDb(transport, credential: credential) { harness in
                    // Given
                    harness.server.registerCatchAll(scenario)
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

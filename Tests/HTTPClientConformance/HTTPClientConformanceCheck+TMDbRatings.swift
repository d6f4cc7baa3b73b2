import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Testing

extension HTTPClientConformanceCheck {
    /// The TMDb rating repository on a transport, against ``TMDbRatingsFake`` (TMDb's shapes) on the loopback stub
    /// server: a new guest session, rate (201 with 1, then 12), remove (200 with 13), the rated list, 400/18 with its
    /// message, 404/34, 401/3, the request's method, body and content type, and no guest session in any log line.
    /// MoviesAdaptersTests runs them on URLSession, Packages/MarqueeAsyncHTTPClient on both transports.
    public static let tmdbRatings: [HTTPClientConformanceCheck] = [
        tmdbRatingRoundTrip, tmdbRatingRequestShape, tmdbRatingRefusedValue, tmdbRatingUnknownMovie,
        tmdbRatingSessionNotValid, tmdbRatingSessionNeverLogged,
    ]

    /// Runs `body` with a TMDb harness and a ratings fake on a fresh stub server whose transport is `transport`'s.
    private static func withTMDbRatings(
        _ transport: HTTPTransportUnderTest, policy: RetryPolicy = .default,
        _ body: (TMDbHarness, TMDbRatingsFake) async throws -> Void
    ) async throws {
        try await withStubServer { server in
            let fake = TMDbRatingsFake()
            fake.register(on: server)
            try await transport.withClient(.init(timeout: .seconds(10))) { client in
                try await body(TMDbHarness(server: server, policy: policy, transport: client), fake)
            }
        }
    }

    static let tmdbRatingRoundTrip = Self(
        "TMDb ratings: a new session rates (added, then replaced), lists with ratings and removes"
    ) { transport in
        try await withTMDbRatings(transport) { harness, _ in
            // Given a new guest session
            let ratings = harness.ratings
            let session = try await ratings.newGuestSession()

            // When a movie is rated twice, another once, the list read, then one removed
            let first = try await ratings.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: session)
            let second = try await ratings.rate(movieID: 550, rating: MovieRating(validating: 9), session: session)
            _ = try await ratings.rate(movieID: 640, rating: MovieRating(validating: 7.5), session: session)
            let listed = try await ratings.ratedMovies(page: 1, session: session)
            try await ratings.removeRating(movieID: 550, session: session)
            let after = try await ratings.ratedMovies(page: 1, session: session)

            // Then TMDb's answers read as the port promises
            #expect(session.secret.count == 32)
            #expect(first == .added)
            #expect(second == .replaced)
            #expect(listed.results.map(\.id) == [550, 640])
            #expect(listed.results.map(\.rating) == [MovieRating(validating: 9), MovieRating(validating: 7.5)])
            #expect(listed.results.first?.movie.title == "Fight Club")
            #expect(listed.totalResults == 2)
            #expect(after.results.map(\.id) == [640])
        }
    }

    static let tmdbRatingRequestShape = Self(
        "TMDb ratings: POST and DELETE carry the session in the query, the POST a JSON body; reads say no-store"
    ) { transport in
        try await withTMDbRatings(transport) { harness, fake in
            // Given a session the fake handed out
            let session = try GuestSessionID(fake.openSession())

            // When a movie is rated, the rating removed, the list read, and a session opened
            _ = try await harness.ratings.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: session)
            try await harness.ratings.removeRating(movieID: 550, session: session)
            _ = try await harness.ratings.ratedMovies(page: 1, session: session)
            _ = try await harness.ratings.newGuestSession()

            // Then each request is TMDb's
            let requests = harness.server.requests
            try #require(requests.count == 4)
            #expect(requests[0].method == .post)
            #expect(requests[0].path == "/3/movie/550/rating")
            #expect(requests[0].queryValue("guest_session_id") == session.secret)
            #expect(requests[0].queryValue("api_key") == TMDbHarness.apiKey)
            #expect(requests[0].header("Content-Type") == "application/json;charset=utf-8")
            #expect(String(decoding: requests[0].body, as: UTF8.self) == #"{"value":8.5}"#)
            #expect(requests[1].method == .delete)
            #expect(requests[1].path == "/3/movie/550/rating")
            #expect(requests[1].body.isEmpty)
            #expect(requests[2].path == "/3/guest_session/\(session.secret)/rated/movies")
            #expect(requests[2].queryValue("page") == "1")
            #expect(requests[2].header("Cache-Control") == "no-store")
            #expect(requests[3].path == "/3/authentication/guest_session/new")
            #expect(requests[3].header("Cache-Control") == "no-store")
        }
    }

    static let tmdbRatingRefusedValue = Self(
        "TMDb ratings: a 400 with status_code 18 is invalidValue with TMDb's message, sent once"
    ) { transport in
        try await withStubServer { server in
            // Given TMDb refusing the value
            let message = "Value too high: Value must be less than, or equal to 10.0."
            server.register(
                .post, "/3/movie/550/rating",
                .json(string: #"{"success":false,"status_code":18,"status_message":"\#(message)"}"#, status: 400))
            try await transport.withClient(.init(timeout: .seconds(10))) { client in
                let harness = TMDbHarness(server: server, transport: client)

                // When a rating is sent
                let error = await #expect(throws: MovieRatingRepositoryError.self) {
                    try await harness.ratings.rate(
                        movieID: 550, rating: MovieRating(validating: 10), session: GuestSessionID("abc123"))
                }

                // Then the message is passed on, and nothing was sent again
                #expect(error == .invalidValue(message: message))
                #expect(server.requests.count == 1)
            }
        }
    }

    static let tmdbRatingUnknownMovie = Self("TMDb ratings: a 404 with status_code 34 is notFound(movieID:)") {
        transport in
        try await withTMDbRatings(transport) { harness, fake in
            let session = try GuestSessionID(fake.openSession())
            await #expect(throws: MovieRatingRepositoryError.notFound(movieID: 9_999_999)) {
                try await harness.ratings.rate(
                    movieID: 9_999_999, rating: MovieRating(validating: 5), session: session)
            }
            await #expect(throws: MovieRatingRepositoryError.notFound(movieID: 9_999_999)) {
                try await harness.ratings.removeRating(movieID: 9_999_999, session: session)
            }
        }
    }

    static let tmdbRatingSessionNotValid = Self(
        "TMDb ratings: a 401 with status_code 3 is sessionNotValid; a 401 with 7 (the key) is unauthorized"
    ) { transport in
        try await withTMDbRatings(transport) { harness, _ in
            let unknown = try GuestSessionID("ffffffffffffffffffffffffffffffff")
            await #expect(throws: MovieRatingRepositoryError.sessionNotValid) {
                try await harness.ratings.rate(movieID: 550, rating: MovieRating(validating: 5), session: unknown)
            }
            await #expect(throws: MovieRatingRepositoryError.sessionNotValid) {
                try await harness.ratings.removeRating(movieID: 550, session: unknown)
            }
            await #expect(throws: MovieRatingRepositoryError.sessionNotValid) {
                try await harness.ratings.ratedMovies(page: 1, session: unknown)
            }
        }
        try await withStubServer { server in
            server.register(
                .delete, "/3/movie/550/rating",
                .json(string: #"{"success":false,"status_code":7,"status_message":"Invalid API key"}"#, status: 401))
            try await transport.withClient(.init(timeout: .seconds(10))) { client in
                let harness = TMDbHarness(server: server, transport: client)
                await #expect(throws: MovieRatingRepositoryError.upstream(.unauthorized)) {
                    try await harness.ratings.removeRating(movieID: 550, session: GuestSessionID("abc123"))
                }
            }
        }
    }

    static let tmdbRatingSessionNeverLogged = Self(
        "TMDb ratings: retried writes are logged without the guest session or the key"
    ) { transport in
        try await withStubServer { server in
            // Given TMDb failing the DELETE once with a 503
            server.register(
                .delete, "/3/movie/550/rating",
                .sequence([
                    .json(string: "{}", status: 503),
                    .json(string: #"{"success":true,"status_code":13,"status_message":"Deleted."}"#),
                ]))
            server.registerPrefix(.get, "/3/guest_session/", .json(string: "{}", status: 503))
            try await transport.withClient(.init(timeout: .seconds(10))) { client in
                let harness = TMDbHarness(server: server, transport: client)
                let session = try GuestSessionID("5e55105e55105e55105e55105e551050")

                // When the rating is removed (retried once) and the list fails
                try await harness.ratings.removeRating(movieID: 550, session: session)
                await #expect(throws: MovieRatingRepositoryError.upstream(.unavailable)) {
                    try await harness.ratings.ratedMovies(page: 1, session: session)
                }

                // Then the retry happened, and no log line holds a secret
                #expect(server.requests.count >= 3)
                #expect(!harness.log.lines.isEmpty)
                for line in harness.log.lines {
                    #expect(!line.contains(session.secret))
                    #expect(!line.contains(TMDbHarness.apiKey))
                }
            }
        }
    }
}

import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain
import StubHTTPServer
import Testing
import UITestScenario

/// The contract of ``MovieRatingRepository``: the stub and the TMDb adapter (on TMDb's shapes, ``TMDbRatingsFake``
/// on a loopback server) give the same answers to rate, replace, remove, list, an invalid value and an unknown
/// movie, each from a new guest session.
@Suite("MovieRatingRepository contract", .serialized)
struct MovieRatingRepositoryContractTests {
    /// The two implementations.
    enum Side: String, CaseIterable, CustomTestStringConvertible {
        case stub, tmdb
        var testDescription: String { rawValue }
    }

    /// Runs `body` with `side`'s port and a new session opened on it.
    static func with(
        _ side: Side, _ body: (any MovieRatingRepository, GuestSessionID) async throws -> Void
    ) async throws {
        switch side {
        case .stub:
            let port = StubMovieRatingRepository(scenario: .happyPath, clock: TestClock())
            try await body(port, try await port.newGuestSession())
        case .tmdb:
            try await withStubServer { server in
                TMDbRatingsFake().register(on: server)
                let port = TMDbMovieRatingRepository(
                    configuration: TMDbConfiguration(
                        credential: .apiKey("contract-key"), baseURL: server.baseURL.appendingPathComponent("3")),
                    httpClient: URLSessionUpstreamClient(timeout: .seconds(10)))
                try await body(port, try await port.newGuestSession())
            }
        }
    }

    static let unknownID = 999_999_999

    @Test(
        "a first rating is added, the same movie again is replaced, and the list holds the last value",
        arguments: Side.allCases)
    func rateAndReplace(_ side: Side) async throws {
        try await Self.with(side) { port, session in
            // When
            let first = try await port.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: session)
            let second = try await port.rate(movieID: 550, rating: MovieRating(validating: 9), session: session)
            let page = try await port.ratedMovies(page: 1, session: session)

            // Then
            #expect(first == .added)
            #expect(second == .replaced)
            #expect(page.results.map(\.id) == [550])
            #expect(page.results.map(\.rating) == [MovieRating(validating: 9)])
            #expect(page.results.map(\.movie.title) == ["Fight Club"])
            #expect(page.page == 1 && page.totalPages == 1 && page.totalResults == 1)
        }
    }

    @Test("a new session lists nothing: an empty page 1", arguments: Side.allCases)
    func emptyList(_ side: Side) async throws {
        try await Self.with(side) { port, session in
            let page = try await port.ratedMovies(page: 1, session: session)
            #expect(page.results.isEmpty)
            #expect(page.totalResults == 0)
            #expect(page.totalPages == 0)
        }
    }

    @Test("removing takes the rating out of the list, and removing it again is no error", arguments: Side.allCases)
    func remove(_ side: Side) async throws {
        try await Self.with(side) { port, session in
            _ = try await port.rate(movieID: 550, rating: MovieRating(validating: 7), session: session)
            _ = try await port.rate(movieID: 640, rating: MovieRating(validating: 6.5), session: session)
            try await port.removeRating(movieID: 550, session: session)
            try await port.removeRating(movieID: 550, session: session)
            let page = try await port.ratedMovies(page: 1, session: session)
            #expect(page.results.map(\.id) == [640])
            #expect(page.results.map(\.rating) == [MovieRating(validating: 6.5)])
        }
    }

    @Test("an unknown movie is notFound for rate and remove, and nothing is listed", arguments: Side.allCases)
    func unknownMovie(_ side: Side) async throws {
        try await Self.with(side) { port, session in
            await #expect(throws: MovieRatingRepositoryError.notFound(movieID: Self.unknownID)) {
                try await port.rate(movieID: Self.unknownID, rating: MovieRating(validating: 5), session: session)
            }
            await #expect(throws: MovieRatingRepositoryError.notFound(movieID: Self.unknownID)) {
                try await port.removeRating(movieID: Self.unknownID, session: session)
            }
            let page = try await port.ratedMovies(page: 1, session: session)
            #expect(page.results.isEmpty)
        }
    }

    @Test(
        "an invalid value never reaches either side: MovieRating refuses it, and the list stays empty",
        arguments: Side.allCases)
    func invalidValue(_ side: Side) async throws {
        try await Self.with(side) { port, session in
            for (value, expected) in [(11.0, MovieRatingError.tooHigh(11)), (0, .tooLow(0)), (8.3, .notAStep(8.3))] {
                #expect(throws: expected) {
                    let rating = try MovieRating(value)
                    Issue.record("\(rating) should not exist")
                }
            }
            let page = try await port.ratedMovies(page: 1, session: session)
            #expect(page.results.isEmpty)
        }
    }

    @Test("the TMDb adapter passes TMDb's 400/18 on as invalidValue; the fake refuses as TMDb does")
    func invalidValueUpstream() async throws {
        try await withStubServer { server in
            let fake = TMDbRatingsFake()
            fake.register(on: server)
            let session = fake.openSession()
            // A value MovieRating would refuse, sent straight to the fake as a client that skipped the check would.
            let url = try #require(
                URL(string: "\(server.baseURL.absoluteString)/3/movie/550/rating?guest_session_id=\(session)"))
            let response = try await URLSessionUpstreamClient().send(
                UpstreamRequest(
                    method: "POST", url: url, body: Data(#"{"value":8.3}"#.utf8), contentType: "application/json"))
            #expect(response.statusCode == 400)
            #expect(String(decoding: response.body, as: UTF8.self).contains(#""status_code":18"#))
        }
    }
}

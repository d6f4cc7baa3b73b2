import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@Suite("StubMovieRatingRepository: ratings in memory per scenario, calls recorded, methods overridable")
struct StubMovieRatingRepositoryTests {
    private static let session = try! GuestSessionID("testsession")

    private static func factory(_ json: String, clock: TestClock = TestClock()) throws -> StubbedMovies {
        try StubbedMovies(scenario: Scenario.parse(json), clock: clock)
    }

    @Test("a scenario seeds the ratings, a rating replaces the seed, and the calls are typed without the session")
    func seededRateAndRecord() async throws {
        // Given a scenario that seeds Fight Club 7.5
        let stub = try Self.factory(#"{"version": 2, "data": {"ratings": [{"movieID": 550, "value": 7.5}]}}"#)
            .movieRatingRepository

        // When the seeded list is read, Fight Club rated 8.5, and another movie's rating removed
        let seeded = try await stub.ratedMovies(page: 1, session: Self.session)
        let change = try await stub.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: Self.session)
        try await stub.removeRating(movieID: 640, session: Self.session)

        // Then the seed was listed, the rating replaced it, and each call was recorded as data
        #expect(seeded.results.map(\.id) == [550])
        #expect(seeded.results.map(\.rating) == [MovieRating(validating: 7.5)])
        #expect(change == .replaced)
        #expect(stub.ratings(of: Self.session) == [ScenarioRating(movieID: 550, rating: MovieRating(validating: 8.5))])
        #expect(
            stub.calls.map { PortCall($0) } == [
                PortCall("ratedMovies", ["page": .integer(1)]),
                PortCall("rate", ["movie": .integer(550), "value": .number(8.5)]),
                PortCall("removeRating", ["movie": .integer(640)]),
            ])
        #expect(stub.calls.map { "\(PortCall($0))" }.contains("rate(movie: 550, value: 8.5)"))
        #expect(stub.calls.map { "\(PortCall($0))" }.contains("removeRating(movie: 640)"))
    }

    @Test("a new scenario starts afresh: another factory has the seed again, not the last one's ratings")
    func freshPerScenario() async throws {
        let json = #"{"version": 2, "data": {"ratings": [{"movieID": 550, "value": 7.5}]}}"#
        let first = try Self.factory(json).movieRatingRepository
        try await first.removeRating(movieID: 550, session: Self.session)
        let second = try Self.factory(json).movieRatingRepository
        #expect(try await first.ratedMovies(page: 1, session: Self.session).results.isEmpty)
        #expect(try await second.ratedMovies(page: 1, session: Self.session).results.map(\.id) == [550])
    }

    @Test("each session keeps its own ratings, and new sessions are numbered deterministically")
    func perSession() async throws {
        let stub = StubMovieRatingRepository(clock: TestClock())
        let one = try await stub.newGuestSession()
        let two = try await stub.newGuestSession()
        _ = try await stub.rate(movieID: 550, rating: MovieRating(validating: 9), session: one)
        #expect(one.secret == "stubguestsession0000000000000001")
        #expect(two.secret == "stubguestsession0000000000000002")
        #expect(try await stub.ratedMovies(page: 1, session: two).results.isEmpty)
        #expect(try await stub.ratedMovies(page: 1, session: one).results.map(\.id) == [550])
    }

    @Test("an unknown movie is notFound and changes nothing")
    func unknownMovie() async throws {
        let stub = StubMovieRatingRepository(clock: TestClock())
        await #expect(throws: MovieRatingRepositoryError.notFound(movieID: 999_999_999)) {
            try await stub.rate(movieID: 999_999_999, rating: MovieRating(validating: 5), session: Self.session)
        }
        #expect(stub.ratings(of: Self.session).isEmpty)
    }

    @Test("failThenRecover on rate alone fails the first rating and keeps nothing, then the retry succeeds")
    func failThenRecover() async throws {
        let stub = try Self.factory(
            #"{"version": 2, "ports": {"MovieRatingRepository": {"methods": {"rate": "#
                + #"{"behavior": "failThenRecover", "failures": 1, "failure": "serverError"}}}}}"#
        ).movieRatingRepository
        await #expect(throws: MovieRatingRepositoryError.upstream(.unavailable)) {
            try await stub.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: Self.session)
        }
        #expect(stub.ratings(of: Self.session).isEmpty)
        #expect(try await stub.ratedMovies(page: 1, session: Self.session).results.isEmpty)
        #expect(
            try await stub.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: Self.session) == .added)
    }

    @Test("serverError and a delay apply per method", arguments: ["rate", "removeRating", "ratedMovies"])
    func perMethod(method: String) async throws {
        let clock = TestClock()
        let stub = try Self.factory(
            #"{"version": 2, "ports": {"MovieRatingRepository": {"methods": {"\#(method)": "#
                + #"{"behavior": "serverError", "delayMilliseconds": 700}}}}}"#, clock: clock
        ).movieRatingRepository
        let error = await #expect(throws: MovieRatingRepositoryError.self) {
            switch method {
            case "rate":
                _ = try await stub.rate(movieID: 550, rating: MovieRating(validating: 1), session: Self.session)
            case "removeRating": try await stub.removeRating(movieID: 550, session: Self.session)
            default: _ = try await stub.ratedMovies(page: 1, session: Self.session)
            }
        }
        #expect(error == .upstream(.unavailable))
        #expect(clock.sleeps == [.milliseconds(700)])
    }

    @Test(
        "a seed that is not a rating, or of a movie the catalogue lacks, is refused naming its path",
        arguments: [
            (#"[{"movieID": 550, "value": 11}]"#, "data.ratings[0].value"),
            (#"[{"movieID": 550, "value": 8.3}]"#, "data.ratings[0].value"),
            (#"[{"movieID": 999999999, "value": 8}]"#, "data.ratings[0].movieID"),
            (#"[{"movieID": 550, "value": 8}, {"movieID": 550, "value": 9}]"#, "data.ratings[1].movieID"),
            (#"[{"movieID": 550, "value": 8, "id": 1}]"#, "data.ratings[0]"),
        ])
    func seedRefused(ratings: String, path: String) throws {
        let error = #expect(throws: ScenarioError.self) {
            try StubWorld.requireValid(
                try Scenario.parse(#"{"version": 2, "data": {"ratings": \#(ratings)}}"#), for: StubbedMovies.ports)
        }
        #expect(error?.description.contains(path) == true)
    }
}

import MarqueeTestSupport
import MoviesApplication
import MoviesDomain
import Testing

@Suite("The rating use cases: rate, remove, list, open a session")
struct RatingUseCasesTests {
    @Test("rating passes the movie, the rating and the session to the port and says whether it replaced one")
    func rate() async throws {
        // Given a port that answers "replaced"
        let port = FakeMovieRatingRepository(rate: .success(.replaced))

        // When a movie is rated
        let change = try await RateMovieUseCase(repository: port)
            .execute(movieID: 550, rating: MovieRating(validating: 8.5), session: .fake)

        // Then the port got exactly that, and its answer is the use case's
        #expect(change == .replaced)
        #expect(
            port.calls == [.rate(movieID: 550, rating: MovieRating(validating: 8.5), session: "fake0guest0session")])
    }

    @Test("every port error maps to its own case", arguments: MovieRatingRepositoryError.everyCase)
    func rateErrors(error: MovieRatingRepositoryError) async {
        let port = FakeMovieRatingRepository(rate: .failure(error))
        await #expect(throws: Self.expected(for: error)) {
            try await RateMovieUseCase(repository: port)
                .execute(movieID: 550, rating: MovieRating(validating: 8.5), session: .fake)
        }
    }

    @Test(
        "removing passes the movie and the session, and maps every port error",
        arguments: MovieRatingRepositoryError.everyCase)
    func remove(error: MovieRatingRepositoryError) async throws {
        // Given a port that succeeds, then one that fails
        let succeeding = FakeMovieRatingRepository()
        try await RemoveRatingUseCase(repository: succeeding).execute(movieID: 550, session: .fake)
        #expect(succeeding.calls == [.removeRating(movieID: 550, session: "fake0guest0session")])

        let failing = FakeMovieRatingRepository(remove: .failure(error))
        await #expect(throws: Self.expected(for: error)) {
            try await RemoveRatingUseCase(repository: failing).execute(movieID: 550, session: .fake)
        }
    }

    @Test("listing answers the port's page and maps every port error", arguments: MovieRatingRepositoryError.everyCase)
    func list(error: MovieRatingRepositoryError) async throws {
        let succeeding = FakeMovieRatingRepository()
        let page = try await FetchRatedMoviesUseCase(repository: succeeding).execute(page: 1, session: .fake)
        #expect(page == .oneRated)
        #expect(succeeding.calls == [.ratedMovies(page: 1, session: "fake0guest0session")])

        let failing = FakeMovieRatingRepository(rated: .failure(error))
        await #expect(throws: Self.expected(for: error)) {
            try await FetchRatedMoviesUseCase(repository: failing).execute(page: 1, session: .fake)
        }
    }

    @Test("an empty page past the last is pageOutOfRange; nothing rated is an empty page 1")
    func pastTheEnd() async throws {
        // Given a port that answers an empty page with the real totals
        let past = FakeMovieRatingRepository(
            rated: .success(RatedMoviePage(page: 3, results: [], totalPages: 1, totalResults: 1)))
        await #expect(throws: RatingError.pageOutOfRange(page: 3)) {
            try await FetchRatedMoviesUseCase(repository: past).execute(page: 3, session: .fake)
        }

        // And one with nothing rated
        let empty = RatedMoviePage(page: 1, results: [], totalPages: 0, totalResults: 0)
        let none = FakeMovieRatingRepository(rated: .success(empty))
        #expect(try await FetchRatedMoviesUseCase(repository: none).execute(page: 1, session: .fake) == empty)
    }

    @Test("a new guest session is the port's, and its failure is the use case's")
    func newSession() async throws {
        let port = FakeMovieRatingRepository()
        #expect(try await StartGuestSessionUseCase(repository: port).execute() == .fake)
        #expect(port.calls == [.newGuestSession])

        let failing = FakeMovieRatingRepository(session: .failure(.unavailable))
        await #expect(throws: UpstreamFailure.unavailable) {
            try await StartGuestSessionUseCase(repository: failing).execute()
        }
    }

    /// What each port error becomes: written out case by case, so a new case fails here until it is decided.
    static func expected(for error: MovieRatingRepositoryError) -> RatingError {
        switch error {
        case .notFound(let movieID): .notFound(movieID: movieID)
        case .sessionNotValid: .sessionNotValid
        case .invalidValue(let message): .invalidValue(message: message)
        case .upstream(let failure): .upstream(failure)
        }
    }
}

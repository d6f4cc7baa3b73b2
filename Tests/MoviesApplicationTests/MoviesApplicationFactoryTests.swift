import Foundation
import MoviesApplication
import MoviesDomain
import Testing

@Suite("MoviesApplicationFactory, in isolation")
struct MoviesApplicationFactoryTests {
    /// A configuration no real port returns, so a URL built from it proves which port was asked.
    let fakeConfiguration = ImageConfiguration(
        secureBaseURL: URL(string: "https://images.fake.invalid/t/p/")!,
        posterSizes: [.original], backdropSizes: [.original], profileSizes: [.original]
    )

    @Test("the popular movies use case calls the movie port the factory was given")
    func popularMovies() async throws {
        // Given a factory built from fakes only
        let movies = FakeMovieRepository(popularMovies: .success(.popularFirstPage))
        let images = FakeImageConfigurationRepository()
        let factory = MoviesApplicationFactory(
            movieRepository: movies, imageConfigurationRepository: images)

        // When its popular movies use case is run
        let page = try await factory.makeFetchPopularMoviesUseCase().execute(page: 7)

        // Then that fake answered, for that page, and nothing else was asked
        #expect(page == .popularFirstPage)
        #expect(movies.calls == [.popularMovies(page: 7)])
        #expect(images.callCount == 0)
    }

    @Test("the search use case calls the movie port the factory was given")
    func searchMovies() async throws {
        // Given a factory built from fakes only
        let movies = FakeMovieRepository(searchMovies: .success(.fightClubSearch))
        let images = FakeImageConfigurationRepository()
        let factory = MoviesApplicationFactory(
            movieRepository: movies, imageConfigurationRepository: images)

        // When its search use case is run
        let page = try await factory.makeSearchMoviesUseCase().execute(query: " fight club ", page: 1)

        // Then that fake answered, for the trimmed query and the page, and nothing else was asked
        #expect(page == .fightClubSearch)
        #expect(movies.calls == [.searchMovies(query: "fight club", page: 1)])
        #expect(images.callCount == 0)
    }

    @Test("the movie details use case calls both ports the factory was given")
    func movieDetails() async throws {
        // Given a factory built from fakes only, with an image configuration no real port returns
        let movies = FakeMovieRepository()
        let images = FakeImageConfigurationRepository(result: .success(fakeConfiguration))
        let factory = MoviesApplicationFactory(
            movieRepository: movies, imageConfigurationRepository: images)

        // When its details use case is run
        let details = try await factory.makeFetchMovieDetailsUseCase().execute(movieID: 550)

        // Then both fakes were asked, for that movie, and the URLs come from the fake configuration
        #expect(Set(movies.calls) == [.movie(id: 550), .credits(movieID: 550)])
        #expect(images.callCount == 1)
        #expect(
            details.posterURL?.absoluteString
                == "https://images.fake.invalid/t/p/original/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"
        )
    }

    @Test("two factories never share ports: each use case reaches only its own factory's fakes")
    func factoriesAreIndependent() async throws {
        // Given two factories, each with its own fakes
        let firstMovies = FakeMovieRepository()
        let secondMovies = FakeMovieRepository()
        let first = MoviesApplicationFactory(
            movieRepository: firstMovies, imageConfigurationRepository: FakeImageConfigurationRepository())
        _ = MoviesApplicationFactory(
            movieRepository: secondMovies, imageConfigurationRepository: FakeImageConfigurationRepository())

        // When a use case of the first is run
        _ = try await first.makeFetchPopularMoviesUseCase().execute(page: 3)

        // Then only the first factory's fake was called
        #expect(firstMovies.calls == [.popularMovies(page: 3)])
        #expect(secondMovies.calls.isEmpty)
    }

    @Test("a factory built without a rating port fails every rating use case as an unreachable rating service would")
    func withoutARatingPort() async throws {
        // Given a factory built from the two read ports only (the 1.0.0 init)
        let factory = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository())

        // When its rating use cases are run, Then each fails as unavailable
        await #expect(throws: UpstreamFailure.unavailable) {
            try await factory.makeStartGuestSessionUseCase().execute()
        }
        await #expect(throws: RatingError.upstream(.unavailable)) {
            try await factory.makeRateMovieUseCase().execute(
                movieID: 550, rating: MovieRating(validating: 8), session: .fake)
        }
        await #expect(throws: RatingError.upstream(.unavailable)) {
            try await factory.makeRemoveRatingUseCase().execute(movieID: 550, session: .fake)
        }
        await #expect(throws: RatingError.upstream(.unavailable)) {
            try await factory.makeFetchRatedMoviesUseCase().execute(page: 1, session: .fake)
        }
    }
}

import MarqueeKit
import Testing

@Suite("The linking article's fakes: the real Movies use cases on hand-made ports")
struct FakeMoviePortsTests {
    @Test("the popular list is the repository's page, and a movie's details come with a poster URL")
    func popularAndDetails() async throws {
        // Given
        let factory = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository())

        // When
        let popular = try await factory.makeFetchPopularMoviesUseCase().execute(page: .first)
        let details = try await factory.makeFetchMovieDetailsUseCase().execute(movieID: 550)

        // Then
        #expect(popular.results.map(\.title) == ["Fight Club"])
        #expect(details.movie.title == "Fight Club")
        #expect(details.posterURL?.absoluteString == "https://image.tmdb.org/t/p/w500/poster.jpg")
    }

    @Test("an unreachable upstream is the list's .upstream(.unavailable), an unknown id the details' .notFound")
    func failures() async {
        // Given
        let factory = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(failure: .unavailable),
            imageConfigurationRepository: FakeImageConfigurationRepository())
        let known = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository())

        // When, Then
        await #expect(throws: MovieListError.upstream(.unavailable)) {
            try await factory.makeFetchPopularMoviesUseCase().execute(page: .first)
        }
        await #expect(throws: FetchMovieDetailsError.notFound(movieID: 551)) {
            try await known.makeFetchMovieDetailsUseCase().execute(movieID: 551)
        }
    }
}

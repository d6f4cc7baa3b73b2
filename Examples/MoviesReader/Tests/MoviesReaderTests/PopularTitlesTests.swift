import MarqueeKit
import MoviesReader
import Testing

@Suite("PopularTitles on a factory built from the two ports this service has")
struct PopularTitlesTests {
    @Test("the titles are the popular page's, in its order")
    func titles() async throws {
        // Given a factory built from the movie and image ports only: no rating port, no rating fake
        let factory = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository())

        // When
        let titles = try await PopularTitles(movies: factory).titles(page: .first)

        // Then
        #expect(titles == ["Fight Club", "Heat"])
    }

    @Test("an unreachable upstream is the list's .upstream(.unavailable)")
    func unavailable() async {
        // Given
        let factory = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(failure: .unavailable),
            imageConfigurationRepository: FakeImageConfigurationRepository())

        // When, Then
        await #expect(throws: MovieListError.upstream(.unavailable)) {
            try await PopularTitles(movies: factory).titles(page: .first)
        }
    }

    @Test("a factory without a rating port refuses to rate as an unreachable rating service would")
    func noRatingPort() async {
        // Given
        let factory = MoviesApplicationFactory(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository())

        // When, Then
        await #expect(throws: UpstreamFailure.unavailable) {
            try await factory.makeStartGuestSessionUseCase().execute()
        }
    }
}

import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesApplication
import UITestScenario

/// The Movies context's three stubs registered with a world, as the composition root registers them (or as given),
/// and the real use cases on them: the UI-test wiring of one context, without the composition root.
struct StubbedMovies {
    /// The three stubbed ports, in the order the composition root registers them.
    static let ports: [any StubbedPort.Type] = [
        StubMovieRepository.self, StubImageConfigurationRepository.self, StubMovieRatingRepository.self,
    ]

    let movieRepository: StubMovieRepository
    let imageConfigurationRepository: StubImageConfigurationRepository
    let movieRatingRepository: StubMovieRatingRepository
    /// The real use cases on the stubs.
    let application: MoviesApplicationFactory

    /// The stubs a world of ``ports`` builds for `scenario` (checked as every world checks one), waiting on `clock`.
    init(scenario: Scenario = .happyPath, clock: TestClock = TestClock()) throws {
        let world = try StubWorld(scenario: scenario, stubbing: Self.ports, clock: clock)
        self.init(
            movieRepository: world.stubs(), imageConfigurationRepository: world.stubs(),
            movieRatingRepository: world.stubs())
    }

    /// These stubs.
    init(
        movieRepository: StubMovieRepository, imageConfigurationRepository: StubImageConfigurationRepository,
        movieRatingRepository: StubMovieRatingRepository
    ) {
        self.movieRepository = movieRepository
        self.imageConfigurationRepository = imageConfigurationRepository
        self.movieRatingRepository = movieRatingRepository
        application = MoviesApplicationFactory(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository,
            movieRatingRepository: movieRatingRepository)
    }
}

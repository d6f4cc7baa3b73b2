import CompositionKit
import MoviesApplication
import MoviesComposition
import MoviesDomain
import UITestScenario

/// The Movies context on deterministic stubs: the real ``MoviesApplicationFactory`` (so the real use cases and
/// their validation run) built from a ``StubMovieRepository`` and a ``StubImageConfigurationRepository`` that
/// simulate `scenario`. The stubs are created once per factory and exposed, so a test can read their call logs.
public final class UITestMoviesFactory: MoviesFactory {
    /// The scenario the stubs simulate.
    public let scenario: Scenario
    /// The stub behind `MovieRepository`.
    public let movieRepository: StubMovieRepository
    /// The stub behind `ImageConfigurationRepository`.
    public let imageConfigurationRepository: StubImageConfigurationRepository
    /// What is wired to each port: the stubs, unless `rewire` changed that.
    public let ports: MoviesPorts
    private let application: MoviesApplicationFactory

    /// A factory whose stubs answer from `catalogue` and `imageConfiguration` (the standard stub data unless a
    /// test passes its own), simulate `scenario` and wait on `clock`. `rewire` may replace what is wired (a test
    /// does so to see a live repository refused under `-uitest`).
    public init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        catalogue: StubMovieCatalogue = .standard,
        imageConfiguration: ImageConfiguration = StubImageConfigurationRepository.standardConfiguration,
        rewire: (inout MoviesPorts) -> Void = { _ in }
    ) {
        self.scenario = scenario
        self.movieRepository = StubMovieRepository(scenario: scenario, clock: clock, catalogue: catalogue)
        self.imageConfigurationRepository = StubImageConfigurationRepository(
            scenario: scenario, clock: clock, configuration: imageConfiguration)
        var ports = MoviesPorts(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository)
        rewire(&ports)
        self.ports = ports
        self.application = ports.application
    }

    /// Lists popular movies from the stub data.
    public func makeFetchPopularMoviesUseCase() -> any FetchPopularMoviesUseCase {
        application.makeFetchPopularMoviesUseCase()
    }

    /// Searches the stub data by title.
    public func makeSearchMoviesUseCase() -> any SearchMoviesUseCase {
        application.makeSearchMoviesUseCase()
    }

    /// Loads a movie's details, credits and image URLs from the stub data.
    public func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        application.makeFetchMovieDetailsUseCase()
    }

    /// Which implementation backs each port, as each wired implementation reports it.
    public var portBindings: [PortBinding] { ports.bindings }
}

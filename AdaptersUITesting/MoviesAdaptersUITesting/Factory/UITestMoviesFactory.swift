import CompositionKit
import MoviesApplication
import MoviesComposition
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
    private let application: MoviesApplicationFactory

    /// A factory whose stubs answer from `catalogue`, simulate `scenario` and wait through `sleeper`.
    public init(
        scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper(),
        catalogue: StubMovieCatalogue = .standard
    ) {
        self.scenario = scenario
        self.movieRepository = StubMovieRepository(scenario: scenario, sleeper: sleeper, catalogue: catalogue)
        self.imageConfigurationRepository = StubImageConfigurationRepository(
            scenario: scenario, sleeper: sleeper, configuration: catalogue.imageConfiguration)
        self.application = MoviesApplicationFactory(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository)
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

    /// Both ports, backed by stubs simulating the scenario (by its ``Scenario/name``).
    public var portBindings: [PortBinding] {
        [ScenarioPort.movieRepository, .imageConfigurationRepository].map {
            PortBinding(context: "movies", port: $0.rawValue, backing: .stub(scenario: scenario.name))
        }
    }
}

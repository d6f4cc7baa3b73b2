import CompositionKit
import MoviesApplication
import MoviesComposition
import MoviesDomain
import UITestScenario

/// The Movies context's ports on deterministic stubs (``ports``, from which ``MoviesPorts/application`` builds the
/// real use cases): a ``StubMovieRepository`` and a ``StubImageConfigurationRepository`` that simulate `scenario`. The stubs are created once per factory and exposed, so a test can read their call logs.
package final class UITestMoviesFactory: Sendable {
    /// The scenario the stubs simulate.
    package let scenario: Scenario
    /// The stub behind `MovieRepository`.
    package let movieRepository: StubMovieRepository
    /// The stub behind `ImageConfigurationRepository`.
    package let imageConfigurationRepository: StubImageConfigurationRepository
    /// What is wired to each port: the stubs, unless `rewire` changed that.
    package let ports: MoviesPorts

    /// A factory whose stubs answer from `catalogue` and `imageConfiguration` (the standard stub data unless a
    /// test passes its own), simulate `scenario` and wait on `clock`. `rewire` may replace what is wired (a test
    /// does so to see a live repository refused under `-uitest`).
    package init(
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
    }
}

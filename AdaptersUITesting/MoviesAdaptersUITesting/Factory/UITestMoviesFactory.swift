import MoviesApplication
import MoviesComposition
import MoviesDomain
import UITestScenario

/// The Movies context's ports on deterministic stubs (``ports``, from which ``MoviesWiring/application`` builds the
/// real use cases): a ``StubMovieRepository`` and a ``StubImageConfigurationRepository`` that simulate `scenario`. The stubs are created once per factory and exposed, so a test can read their call logs.
package final class UITestMoviesFactory: Sendable {
    /// The scenario the stubs simulate.
    package let scenario: Scenario
    /// The stub behind `MovieRepository`.
    package let movieRepository: StubMovieRepository
    /// The stub behind `ImageConfigurationRepository`.
    package let imageConfigurationRepository: StubImageConfigurationRepository
    /// What is wired to each port: the stubs, unless `rewire` changed that.
    package let ports: MoviesWiring

    /// The data kinds of a scenario's `data` this context serves.
    package static let dataKinds = [ScenarioMovie.kind]

    /// A factory whose stubs answer from `catalogue` (by default the one `scenario`'s data asks for: see
    /// ``StubMovieCatalogue/init(serving:)``) and `imageConfiguration`, simulate `scenario` and wait on `clock`.
    /// `rewire` may replace what is wired (a test does so to see a live repository refused under `-uitest`).
    ///
    /// A scenario's data is checked before it reaches a factory (``requireValid(_:)``, which every host runs on the
    /// scenarios it reads); data that does not read stops here as a programming error.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        catalogue: StubMovieCatalogue? = nil,
        imageConfiguration: ImageConfiguration = StubImageConfigurationRepository.standardConfiguration,
        rewire: (inout MoviesWiring) -> Void = { _ in }
    ) {
        self.scenario = scenario
        self.movieRepository = StubMovieRepository(
            scenario: scenario, clock: clock, catalogue: catalogue ?? Self.catalogue(serving: scenario))
        self.imageConfigurationRepository = StubImageConfigurationRepository(
            scenario: scenario, clock: clock, configuration: imageConfiguration)
        var ports = MoviesWiring(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository)
        rewire(&ports)
        self.ports = ports
    }

    /// Throws the ``ScenarioError`` of the first of `scenario`'s movies that does not read (naming its JSON path).
    package static func requireValid(_ scenario: Scenario) throws(ScenarioError) {
        _ = try StubMovieCatalogue(serving: scenario.data)
    }

    private static func catalogue(serving scenario: Scenario) -> StubMovieCatalogue {
        guard !scenario.data.isEmpty else { return .standard }
        do {
            return try StubMovieCatalogue(serving: scenario.data)
        } catch {
            preconditionFailure("A scenario reached UITestMoviesFactory unchecked: \(error)")
        }
    }
}

import MoviesApplication
import MoviesComposition
import MoviesDomain
import UITestScenario

/// The Movies context's ports on deterministic stubs (``ports``, from which ``MoviesWiring/application`` builds the
/// real use cases): a ``StubMovieRepository``, a ``StubImageConfigurationRepository`` and a
/// ``StubMovieRatingRepository`` that simulate `scenario`. The stubs are created once per factory and exposed, so a test can read their call logs.
package final class UITestMoviesFactory: Sendable {
    /// The scenario the stubs simulate.
    package let scenario: Scenario
    /// The stub behind `MovieRepository`.
    package let movieRepository: StubMovieRepository
    /// The stub behind `ImageConfigurationRepository`.
    package let imageConfigurationRepository: StubImageConfigurationRepository
    /// The stub behind `MovieRatingRepository`, its ratings seeded by the scenario's `ratings`.
    package let movieRatingRepository: StubMovieRatingRepository
    /// What is wired to each port: the stubs, unless `rewire` changed that.
    package let ports: MoviesWiring

    /// The data kinds of a scenario's `data` this context serves.
    package static let dataKinds = [ScenarioMovie.kind, ScenarioRating.kind]

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
        rewire: (MoviesWiring) -> MoviesWiring = { $0 }
    ) {
        self.scenario = scenario
        let catalogue = catalogue ?? Self.catalogue(serving: scenario)
        self.movieRepository = StubMovieRepository(scenario: scenario, clock: clock, catalogue: catalogue)
        self.imageConfigurationRepository = StubImageConfigurationRepository(
            scenario: scenario, clock: clock, configuration: imageConfiguration)
        self.movieRatingRepository = StubMovieRatingRepository(
            scenario: scenario, clock: clock, catalogue: catalogue,
            seeded: Self.ratings(serving: scenario, catalogue: catalogue))
        self.ports = rewire(
            MoviesWiring(
                movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository,
                movieRatingRepository: movieRatingRepository))
    }

    /// Throws the ``ScenarioError`` of the first of `scenario`'s movies that does not read (naming its JSON path).
    package static func requireValid(_ scenario: Scenario) throws(ScenarioError) {
        let catalogue = try StubMovieCatalogue(serving: scenario.data)
        _ = try ScenarioRating.ratings(serving: scenario.data, catalogue: catalogue)
    }

    private static func ratings(serving scenario: Scenario, catalogue: StubMovieCatalogue) -> [ScenarioRating] {
        do {
            return try ScenarioRating.ratings(serving: scenario.data, catalogue: catalogue)
        } catch {
            preconditionFailure("A scenario reached UITestMoviesFactory unchecked: \(error)")
        }
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

extension UITestMoviesFactory: StubbedPorts {
    /// `MovieRepository`, `ImageConfigurationRepository` and `MovieRatingRepository`, with their methods.
    package static let scenarioPorts = StubbedPortName.ports(of: UITestMoviesFactory().ports.wired)

    /// Fresh stubs simulating `scenario`, as a ``StubWorld`` builds them.
    package convenience init(scenario: Scenario, clock: any Clock<Duration>) {
        self.init(scenario: scenario, clock: clock, catalogue: nil)
    }

    /// Each stub's calls, with the context `movies`.
    package var recordedCalls: [RecordedPortCalls] {
        RecordedPortCalls.calls(of: ports.wired, context: MoviesWiring.context)
    }
}

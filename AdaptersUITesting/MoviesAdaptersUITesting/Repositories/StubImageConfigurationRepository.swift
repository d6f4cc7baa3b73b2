import MoviesDomain
import Synchronization
import UITestScenario

/// A deterministic ``ImageConfigurationRepository`` answering TMDb's real configuration
/// (``StubMovieCatalogue/imageConfiguration``).
///
/// The ``Scenario`` applies per call (see ``PortBehavior``): `empty` answers the configuration with no sizes at all
/// (so no image resolves to a URL); `notFound` has nothing to miss and answers as `happyPath`; `unauthorized` is
/// `.unauthorized`; `serverError` is `.unavailable`. A call whose task is cancelled before it reaches the scenario
/// or during its delay is `.cancelled`. Every call is recorded in ``calls``.
public final class StubImageConfigurationRepository: ImageConfigurationRepository {
    /// The configuration answered.
    public let configuration: ImageConfiguration
    private let simulator: ScenarioPortSimulator
    private let log = Mutex<[StubImageConfigurationRepositoryCall]>([])

    /// A stub answering `configuration` under `scenario`, waiting through `sleeper`.
    public init(
        scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper(),
        configuration: ImageConfiguration = StubMovieCatalogue.standard.imageConfiguration
    ) {
        self.configuration = configuration
        self.simulator = ScenarioPortSimulator(
            port: .imageConfigurationRepository, scenario: scenario, sleeper: sleeper)
    }

    /// Every call so far, in the order the calls arrived.
    public var calls: [StubImageConfigurationRepositoryCall] { log.withLock { $0 } }

    /// The image configuration.
    public func imageConfiguration() async throws(ImageConfigurationRepositoryError) -> ImageConfiguration {
        log.withLock { $0.append(.imageConfiguration) }
        let outcome: ScenarioOutcome
        do {
            outcome = try await simulator.nextOutcome()
        } catch {
            throw .cancelled
        }
        switch outcome {
        case .failure(.unauthorized): throw .unauthorized
        case .failure(.serverError): throw .unavailable
        case .empty:
            return ImageConfiguration(
                secureBaseURL: configuration.secureBaseURL, posterSizes: [], backdropSizes: [], profileSizes: [])
        case .notFound, .happyPath: return configuration
        }
    }
}

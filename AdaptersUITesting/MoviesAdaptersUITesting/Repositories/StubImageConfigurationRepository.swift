import MoviesDomain
import UITestScenario

/// A deterministic ``ImageConfigurationRepository`` answering TMDb's real configuration
/// (``standardConfiguration``) unless given another.
///
/// The ``Scenario`` applies per call (see ``PortBehavior``): `empty` answers the configuration with no sizes at all
/// (so no image resolves to a URL); `notFound` has nothing to miss and answers as `happyPath`; `unauthorized` is
/// `.unauthorized`; `serverError` is `.unavailable`. A call whose task is cancelled before it reaches the scenario
/// or during its delay is `.cancelled`. Every call is recorded in ``calls``.
package final class StubImageConfigurationRepository: ImageConfigurationRepository, StubRepository {
    /// The configuration answered.
    package let configuration: ImageConfiguration
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubImageConfigurationRepositoryCall, UpstreamFailure>

    /// A stub answering `configuration` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        configuration: ImageConfiguration = standardConfiguration
    ) {
        self.configuration = configuration
        self.stub = StubPort(
            .imageConfigurationRepository, methods: [.imageConfiguration], scenario: scenario, clock: clock)
    }

    /// Every call so far, in the order the calls arrived.
    package var calls: [StubImageConfigurationRepositoryCall] { stub.calls }

    /// The image configuration.
    package func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        stub.record(.imageConfiguration)
        return try await stub.answer(
            .imageConfiguration,
            empty: {
                ImageConfiguration(
                    secureBaseURL: configuration.secureBaseURL, posterSizes: [], backdropSizes: [], profileSizes: [])
            },
            notFound: { self.configuration }, present: { configuration })
    }
}

extension ScenarioPort {
    /// `ImageConfigurationRepository`, the port of TMDb's image configuration.
    public static let imageConfigurationRepository: ScenarioPort = "ImageConfigurationRepository"
}

extension ScenarioMethod {
    /// `ImageConfigurationRepository.imageConfiguration()`.
    public static let imageConfiguration: ScenarioMethod = "imageConfiguration"
}

import MoviesDomain
import UITestScenario
import Wiring

/// A deterministic ``ImageConfigurationRepository`` answering TMDb's real configuration
/// (``standardConfiguration``) unless given another.
///
/// The ``Scenario`` applies per call (see ``PortBehavior``): `empty` answers the configuration with no sizes at all
/// (so no image resolves to a URL); `notFound` has nothing to miss and answers as `happyPath`; `unauthorized` is
/// `.unauthorized`; `serverError` is `.unavailable`. A call whose task is cancelled before it reaches the scenario
/// or during its delay is `.cancelled`. Every call is recorded in ``calls``. A ``UITestScenario/StubbedPort`` with
/// no data kind.
package final class StubImageConfigurationRepository: ImageConfigurationRepository, StubbedPort, PortAdapter {
    /// `ImageConfigurationRepository`.
    package static let port = ScenarioPort.imageConfigurationRepository
    /// `imageConfigurationUnavailable`, offered where this port is registered.
    package static let presets = [
        (name: "imageConfigurationUnavailable", scenario: Scenario.imageConfigurationUnavailable)
    ]
    /// Its one method.
    package static let methods: [ScenarioMethod] = [.imageConfiguration]
    /// `movies`.
    package static let context: String? = "movies"

    /// The configuration answered.
    package let configuration: ImageConfiguration
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubImageConfigurationRepositoryCall, UpstreamFailure>

    /// A stub answering `configuration` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        configuration: ImageConfiguration
    ) {
        self.configuration = configuration
        self.stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    /// A stub answering ``standardConfiguration`` under `scenario`, waiting on `clock`.
    package convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(scenario: scenario, clock: clock, configuration: Self.standardConfiguration)
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

extension Scenario {
    /// Movies load but the image configuration fails: movie details fail although the movie itself loads.
    package static let imageConfigurationUnavailable = Scenario().with(.serverError, for: .imageConfigurationRepository)
}

extension ScenarioPort {
    /// `ImageConfigurationRepository`, the port of TMDb's image configuration.
    @available(*, deprecated, message: "package in 2.0.0: write the port's name as a literal")
    public static let imageConfigurationRepository: ScenarioPort = "ImageConfigurationRepository"
}

extension ScenarioMethod {
    /// `ImageConfigurationRepository.imageConfiguration()`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let imageConfiguration: ScenarioMethod = "imageConfiguration"
}

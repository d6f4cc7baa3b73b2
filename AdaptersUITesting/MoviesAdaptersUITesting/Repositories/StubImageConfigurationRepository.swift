import MoviesDomain
import UITestScenario

/// A deterministic ``ImageConfigurationRepository`` answering TMDb's real configuration
/// (``standardConfiguration``) unless given another.
///
/// The ``Scenario`` applies per call (see ``PortBehavior``): `empty` answers the configuration with no sizes at all
/// (so no image resolves to a URL); `notFound` has nothing to miss and answers as `happyPath`; `unauthorized` is
/// `.unauthorized`; `serverError` is `.unavailable`. A call whose task is cancelled before it reaches the scenario
/// or during its delay is `.cancelled`. Every call is recorded in ``calls``. A ``UITestScenario/StubbedPort`` with
/// no data kind.
package final class StubImageConfigurationRepository: ImageConfigurationRepository, StubbedPort, StubbedContextPort {
    /// Its one method.
    package enum Method: String, CaseIterable, Sendable { case imageConfiguration }
    /// `imageConfigurationUnavailable`, offered where this port is registered.
    package static let presets = [
        (name: "imageConfigurationUnavailable", scenario: Scenario.imageConfigurationUnavailable)
    ]
    /// `movies`.
    package static let context = "movies"
    /// No data kind.
    package static let data: [any StubDataChecking] = []

    /// The configuration answered.
    package let configuration: ImageConfiguration
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<Method, UpstreamFailure>

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
    package var calls: [StubImageConfigurationRepositoryCall] {
        stub.calls(as: StubImageConfigurationRepositoryCall.self)
    }

    /// The image configuration.
    package func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        stub.record()
        return try await stub.answer(
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
    package static var imageConfigurationRepository: ScenarioPort { StubImageConfigurationRepository.port }
}

import CompositionKit
import MoviesDomain
import UITestScenario

/// A deterministic ``ImageConfigurationRepository`` answering TMDb's real configuration
/// (``StubMovieCatalogue/imageConfiguration``).
///
/// The ``Scenario`` applies per call (see ``PortBehavior``): `empty` answers the configuration with no sizes at all
/// (so no image resolves to a URL); `notFound` has nothing to miss and answers as `happyPath`; `unauthorized` is
/// `.unauthorized`; `serverError` is `.unavailable`. A call whose task is cancelled before it reaches the scenario
/// or during its delay is `.cancelled`. Every call is recorded in ``calls``.
public final class StubImageConfigurationRepository: ImageConfigurationRepository, PortImplementation {
    /// The configuration answered.
    public let configuration: ImageConfiguration
    private let stub: StubPort<StubImageConfigurationRepositoryCall, ImageConfigurationRepositoryError>

    /// A stub answering `configuration` under `scenario`, waiting on `clock`.
    public init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        configuration: ImageConfiguration = StubMovieCatalogue.standard.imageConfiguration
    ) {
        self.configuration = configuration
        self.stub = StubPort(.imageConfigurationRepository, scenario: scenario, clock: clock)
    }

    /// Every call so far, in the order the calls arrived.
    public var calls: [StubImageConfigurationRepositoryCall] { stub.calls }
    /// A stub simulating the scenario.
    public var backing: PortBacking { stub.backing }
    /// Every call so far, described.
    public var recordedCalls: RecordedCalls? { stub.recordedCalls }

    /// The image configuration.
    public func imageConfiguration() async throws(ImageConfigurationRepositoryError) -> ImageConfiguration {
        stub.record(.imageConfiguration)
        return try await stub.answer(
            empty: {
                ImageConfiguration(
                    secureBaseURL: configuration.secureBaseURL, posterSizes: [], backdropSizes: [], profileSizes: [])
            },
            notFound: { self.configuration }, present: { configuration })
    }
}

extension ImageConfigurationRepositoryError: StubPortError {}

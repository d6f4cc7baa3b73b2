import CharactersAdaptersUITesting
import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

/// Marquee's typed forms of UITestKit's `/__uitest/` client: a `Scenario` to switch to, and the stubs' typed call
/// values (`StubMovieRepositoryCall.popularMovies(page: 1)`) to compare with what the service recorded.
extension StubControl {
    /// Switches every stub to `scenario` (fresh call logs and failure counters), as the "recovers" flows need.
    func switchScenario(to scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await switchScenario(to: try scenario.launchArgument(), sourceLocation: sourceLocation)
    }

    /// Checks that the calls the stub of `Call`'s port recorded are exactly `expected`, typed values such as
    /// `.popularMovies(page: 1)`, in order. The page a robot arrived at was answered, so the calls are complete.
    func checkCalls<Call: MarqueeStubCall>(
        to port: Call.Type, are expected: [Call], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await checkCalls(to: Call.port.name, are: expected, sourceLocation: sourceLocation)
    }

    /// Checks that the stub of `expected`'s port recorded `expected` (a typed value such as `.character(id: 1)`)
    /// among its calls.
    func checkCall<Call: MarqueeStubCall>(
        _ expected: Call, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await checkCall(expected, to: Call.port.name, sourceLocation: sourceLocation)
    }
}

/// A call of one of Marquee's six stubbed ports, with the port whose stub records it: what lets a test name a call
/// without naming its port (`checkCall(StubCharacterRepositoryCall.character(id: 1))`).
protocol MarqueeStubCall: Encodable {
    /// The port that records these calls.
    static var port: ScenarioPort { get }
}

extension StubMovieRepositoryCall: MarqueeStubCall {
    static var port: ScenarioPort { "MovieRepository" }
}

extension StubImageConfigurationRepositoryCall: MarqueeStubCall {
    static var port: ScenarioPort { "ImageConfigurationRepository" }
}

extension StubMovieRatingRepositoryCall: MarqueeStubCall {
    static var port: ScenarioPort { "MovieRatingRepository" }
}

extension StubCharacterRepositoryCall: MarqueeStubCall {
    static var port: ScenarioPort { "CharacterRepository" }
}

extension StubEpisodeRepositoryCall: MarqueeStubCall {
    static var port: ScenarioPort { "EpisodeRepository" }
}

extension StubLocationRepositoryCall: MarqueeStubCall {
    static var port: ScenarioPort { "LocationRepository" }
}

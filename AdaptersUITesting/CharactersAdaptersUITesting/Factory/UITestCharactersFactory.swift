import CharactersApplication
import CharactersComposition
import CharactersDomain
import CompositionKit
import UITestScenario

/// The Characters context's ports on deterministic stubs (``ports``, from which ``CharactersPorts/application``
/// builds the real use cases): one stub per port, each simulating `scenario`. The stubs are created once
/// per factory and exposed, so a test can read their call logs; the bindings come from what ``ports`` holds.
package final class UITestCharactersFactory: Sendable {
    /// The scenario the stubs simulate.
    package let scenario: Scenario
    /// The stub behind `CharacterRepository`.
    package let characterRepository: StubCharacterRepository
    /// The stub behind `EpisodeRepository`.
    package let episodeRepository: StubEpisodeRepository
    /// The stub behind `LocationRepository`.
    package let locationRepository: StubLocationRepository
    /// What is wired to each port: the stubs, unless `rewire` changed that.
    package let ports: CharactersPorts

    /// A factory whose stubs answer from `characters`, `episodes` and `locations` (the standard stub data unless
    /// a test passes its own), simulate `scenario` and wait on `clock`. `rewire` may replace what is wired (a test
    /// does so to see a live repository refused under `-uitest`).
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        characters: StubTable<Character> = .standard, episodes: StubTable<Episode> = .standard,
        locations: StubTable<Location> = .standard, rewire: (inout CharactersPorts) -> Void = { _ in }
    ) {
        self.scenario = scenario
        characterRepository = StubCharacterRepository(scenario: scenario, clock: clock, characters: characters)
        episodeRepository = StubEpisodeRepository(scenario: scenario, clock: clock, episodes: episodes)
        locationRepository = StubLocationRepository(scenario: scenario, clock: clock, locations: locations)
        var ports = CharactersPorts(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository)
        rewire(&ports)
        self.ports = ports
    }
}

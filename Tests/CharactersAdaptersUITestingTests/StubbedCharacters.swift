import CharactersAdaptersUITesting
import CharactersApplication
import MarqueeTestSupport
import UITestScenario

/// The Characters context's three stubs registered with a world, as the composition root registers them (or as
/// given), and the real use cases on them: the UI-test wiring of one context, without the composition root.
struct StubbedCharacters {
    /// The three stubbed ports, in the order the composition root registers them.
    static let ports: [any StubbedPort.Type] = [
        StubCharacterRepository.self, StubEpisodeRepository.self, StubLocationRepository.self,
    ]

    let characterRepository: StubCharacterRepository
    let episodeRepository: StubEpisodeRepository
    let locationRepository: StubLocationRepository
    /// The real use cases on the stubs.
    let application: CharactersApplicationFactory

    /// The stubs a world of ``ports`` builds for `scenario` (checked as every world checks one), waiting on `clock`.
    init(scenario: Scenario = .happyPath, clock: TestClock = TestClock()) throws {
        let world = try StubWorld(scenario: scenario, stubbing: Self.ports, clock: clock)
        self.init(
            characterRepository: world.stubs(), episodeRepository: world.stubs(), locationRepository: world.stubs())
    }

    /// These stubs.
    init(
        characterRepository: StubCharacterRepository, episodeRepository: StubEpisodeRepository,
        locationRepository: StubLocationRepository
    ) {
        self.characterRepository = characterRepository
        self.episodeRepository = episodeRepository
        self.locationRepository = locationRepository
        application = CharactersApplicationFactory(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository)
    }
}

import CharactersApplication
import CharactersComposition
import CompositionKit
import UITestScenario

/// The Characters context on deterministic stubs: the real ``CharactersApplicationFactory`` (so the real use cases
/// and their validation run) built from a ``StubCharacterRepository`` and a ``StubEpisodeRepository`` that simulate
/// `scenario`. The stubs are created once per factory and exposed, so a test can read their call logs.
public final class UITestCharactersFactory: CharactersFactory {
    /// The scenario the stubs simulate.
    public let scenario: Scenario
    /// The stub behind `CharacterRepository`.
    public let characterRepository: StubCharacterRepository
    /// The stub behind `EpisodeRepository`.
    public let episodeRepository: StubEpisodeRepository
    private let application: CharactersApplicationFactory

    /// A factory whose stubs answer from `catalogue`, simulate `scenario` and wait through `sleeper`.
    public init(
        scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper(),
        catalogue: StubCharacterCatalogue = .standard
    ) {
        self.scenario = scenario
        self.characterRepository = StubCharacterRepository(scenario: scenario, sleeper: sleeper, catalogue: catalogue)
        self.episodeRepository = StubEpisodeRepository(scenario: scenario, sleeper: sleeper, catalogue: catalogue)
        self.application = CharactersApplicationFactory(
            characterRepository: characterRepository, episodeRepository: episodeRepository)
    }

    /// Lists characters from the stub data, optionally filtered.
    public func makeFetchCharactersUseCase() -> any FetchCharactersUseCase {
        application.makeFetchCharactersUseCase()
    }

    /// Loads a character and its episodes from the stub data.
    public func makeFetchCharacterDetailsUseCase() -> any FetchCharacterDetailsUseCase {
        application.makeFetchCharacterDetailsUseCase()
    }

    /// Both ports, backed by stubs simulating the scenario (by its ``Scenario/name``).
    public var portBindings: [PortBinding] {
        [ScenarioPort.characterRepository, .episodeRepository].map {
            PortBinding(context: "characters", port: $0.rawValue, backing: .stub(scenario: scenario.name))
        }
    }
}

import CharactersAdaptersUITesting
import CharactersDomain
import Testing
import UITestScenario

@Suite("Stub character repositories under scenarios")
struct StubCharacterRepositoryScenarioTests {
    @Test(
        "unauthorized and serverError fail every character call with the port's error",
        arguments: [(Scenario.unauthorized, CharacterRepositoryError.unauthorized), (.serverError, .unavailable)])
    func characterFailures(scenario: Scenario, error: CharacterRepositoryError) async {
        // Given
        let repository = StubCharacterRepository(scenario: scenario, sleeper: RecordingScenarioSleeper())

        // When / Then
        await #expect(throws: error) { try await repository.character(withID: 1) }
        await #expect(throws: error) { try await repository.characters(page: 1, filter: CharacterFilter()) }
        await #expect(throws: error) { try await repository.characters(withIDs: [1]) }
    }

    @Test(
        "unauthorized and serverError fail episode calls with the port's error",
        arguments: [(Scenario.unauthorized, EpisodeRepositoryError.unauthorized), (.serverError, .unavailable)])
    func episodeFailures(scenario: Scenario, error: EpisodeRepositoryError) async {
        // Given
        let repository = StubEpisodeRepository(scenario: scenario, sleeper: RecordingScenarioSleeper())

        // When / Then
        await #expect(throws: error) { try await repository.episodes(withIDs: [1]) }
    }

    @Test(
        "notFound and empty: lookups not found, lists the empty page, several ids nothing",
        arguments: [Scenario.notFound, .empty])
    func nothingThere(scenario: Scenario) async throws {
        // Given
        let characters = StubCharacterRepository(scenario: scenario, sleeper: RecordingScenarioSleeper())
        let episodes = StubEpisodeRepository(scenario: scenario, sleeper: RecordingScenarioSleeper())

        // When
        let page = try await characters.characters(page: 2, filter: CharacterFilter())
        let several = try await characters.characters(withIDs: [1, 2])
        let found = try await episodes.episodes(withIDs: [1, 2])

        // Then
        #expect(page == .empty(page: 2))
        #expect(several.isEmpty && found.isEmpty)
        await #expect(throws: CharacterRepositoryError.notFound(characterID: 1)) {
            try await characters.character(withID: 1)
        }
    }

    @Test("failThenRecover fails the stub's first N calls, then answers from the data")
    func failThenRecover() async throws {
        // Given
        let scenario = Scenario().with(.failThenRecover(failures: 2, failure: .unauthorized), for: .characterRepository)
        let characters = StubCharacterRepository(scenario: scenario, sleeper: RecordingScenarioSleeper())
        let episodes = StubEpisodeRepository(scenario: scenario, sleeper: RecordingScenarioSleeper())

        // When
        await #expect(throws: CharacterRepositoryError.unauthorized) { try await characters.character(withID: 1) }
        await #expect(throws: CharacterRepositoryError.unauthorized) {
            try await characters.characters(page: 1, filter: CharacterFilter())
        }
        let recovered = try await characters.character(withID: 1)
        let unaffected = try await episodes.episodes(withIDs: [1])

        // Then
        #expect(recovered.name == "Rick Sanchez")
        #expect(unaffected.map(\.id) == [1])
    }

    @Test("The episodesUnavailable preset fails only the episode port")
    func episodesUnavailable() async throws {
        // Given
        let characters = StubCharacterRepository(scenario: .episodesUnavailable, sleeper: RecordingScenarioSleeper())
        let episodes = StubEpisodeRepository(scenario: .episodesUnavailable, sleeper: RecordingScenarioSleeper())

        // When
        let rick = try await characters.character(withID: 1)

        // Then
        #expect(rick.id == 1)
        await #expect(throws: EpisodeRepositoryError.unavailable) { try await episodes.episodes(withIDs: [1]) }
    }

    @Test("Each port's delay goes through the sleeper before every answer; nothing sleeps for real")
    func delays() async throws {
        // Given
        let sleeper = RecordingScenarioSleeper()
        let scenario = Scenario(delayMilliseconds: 750).withDelay(milliseconds: 20, for: .episodeRepository)
        let characters = StubCharacterRepository(scenario: scenario, sleeper: sleeper)
        let episodes = StubEpisodeRepository(scenario: scenario, sleeper: sleeper)

        // When
        _ = try await characters.character(withID: 1)
        _ = try await episodes.episodes(withIDs: [1])

        // Then
        #expect(sleeper.sleeps == [.milliseconds(750), .milliseconds(20)])
    }
}

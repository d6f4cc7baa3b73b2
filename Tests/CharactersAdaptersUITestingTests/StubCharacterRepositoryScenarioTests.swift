import CharactersAdaptersUITesting
import CharactersDomain
import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("Stub character repositories under scenarios")
struct StubCharacterRepositoryScenarioTests {
    @Test(
        "unauthorized and serverError fail every character call with the port's error",
        arguments: [
            (Scenario.unauthorized, CharacterRepositoryError.upstream(.unauthorized)),
            (.serverError, .upstream(.unavailable)),
        ])
    func characterFailures(scenario: Scenario, error: CharacterRepositoryError) async {
        // Given
        let repository = StubCharacterRepository(scenario: scenario, clock: TestClock())

        // When / Then
        await #expect(throws: error) { try await repository.character(withID: 1) }
        await #expect(throws: error) { try await repository.characters(page: 1, filter: CharacterFilter()) }
        await #expect(throws: error) { try await repository.characters(withIDs: [1]) }
    }

    @Test(
        "unauthorized and serverError fail episode calls with the port's error",
        arguments: [(Scenario.unauthorized, UpstreamFailure.unauthorized), (.serverError, .unavailable)])
    func episodeFailures(scenario: Scenario, error: UpstreamFailure) async {
        // Given
        let repository = StubEpisodeRepository(scenario: scenario, clock: TestClock())

        // When / Then
        await #expect(throws: error) { try await repository.episodes(withIDs: [1]) }
    }

    @Test(
        "notFound and empty: lookups not found, lists have no match (page 1 empty, page 2 out of range), several ids nothing",
        arguments: [Scenario.notFound, .empty])
    func nothingThere(scenario: Scenario) async throws {
        // Given
        let characters = StubCharacterRepository(scenario: scenario, clock: TestClock())
        let episodes = StubEpisodeRepository(scenario: scenario, clock: TestClock())

        // When
        let page = try await characters.characters(page: 1, filter: CharacterFilter())
        let several = try await characters.characters(withIDs: [1, 2])
        let found = try await episodes.episodes(withIDs: [1, 2])

        // Then
        #expect(page == .empty(page: 1))
        #expect(several.isEmpty && found.isEmpty)
        await #expect(throws: CharacterRepositoryError.notFound(characterID: 1)) {
            try await characters.character(withID: 1)
        }
        for filter in [CharacterFilter(), CharacterFilter(name: "rick")] {
            await #expect(throws: CharacterRepositoryError.pageOutOfRange(page: 2), "\(filter)") {
                try await characters.characters(page: 2, filter: filter)
            }
        }
    }

    @Test(
        "Arguments come before the scenario: a page below 1, an id below 1 and no ids are answered at once",
        arguments: [Scenario.unauthorized, .serverError, .notFound])
    func argumentsFirst(scenario: Scenario) async throws {
        // Given
        let clock = TestClock()
        let characters = StubCharacterRepository(scenario: scenario.withDelay(milliseconds: 900), clock: clock)
        let episodes = StubEpisodeRepository(scenario: scenario.withDelay(milliseconds: 900), clock: clock)

        // When
        let noIDs = try await characters.characters(withIDs: [0, -1])
        let noEpisodes = try await episodes.episodes(withIDs: [])

        // Then
        await #expect(throws: CharacterRepositoryError.pageOutOfRange(page: 0)) {
            try await characters.characters(page: 0, filter: CharacterFilter())
        }
        await #expect(throws: CharacterRepositoryError.notFound(characterID: -2)) {
            try await characters.character(withID: -2)
        }
        #expect(noIDs.isEmpty && noEpisodes.isEmpty)
        #expect(clock.sleeps.isEmpty, "never reached the scenario's delay")
        #expect(characters.calls.count == 3 && episodes.calls.count == 1, "still recorded")
    }

    @Test("A failThenRecover count is not spent on a call answered from its arguments")
    func argumentsDoNotCount() async throws {
        // Given
        let scenario = Scenario().with(.failThenRecover(failures: 1), for: "CharacterRepository")
        let characters = StubCharacterRepository(scenario: scenario, clock: TestClock())

        // When
        await #expect(throws: CharacterRepositoryError.pageOutOfRange(page: 0)) {
            try await characters.characters(page: 0, filter: CharacterFilter())
        }

        // Then
        await #expect(throws: CharacterRepositoryError.upstream(.unavailable)) {
            try await characters.character(withID: 1)
        }
        #expect(try await characters.character(withID: 1).id == 1)
    }

    @Test(
        "A call from a cancelled task is cancelled, whatever the scenario",
        arguments: [Scenario.happyPath, .serverError])
    func cancelledBefore(scenario: Scenario) async {
        // Given
        let characters = StubCharacterRepository(scenario: scenario, clock: TestClock())
        let episodes = StubEpisodeRepository(scenario: scenario, clock: TestClock())

        // When / Then
        await #expect(throws: CharacterRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await characters.character(withID: 1) }
        }
        await #expect(throws: CharacterRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await characters.characters(page: 1, filter: CharacterFilter()) }
        }
        await #expect(throws: CharacterRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await characters.characters(withIDs: [1, 2]) }
        }
        await #expect(throws: UpstreamFailure.cancelled) {
            try await CancelledTask.run { try await episodes.episodes(withIDs: [1]) }
        }
    }

    @Test("A call whose task is cancelled during the scenario's delay is cancelled")
    func cancelledDuringDelay() async {
        // Given
        let clock = TestClock(cancelsCallersFromSleep: 1)
        let scenario = Scenario(delayMilliseconds: 600)
        let characters = StubCharacterRepository(scenario: scenario, clock: clock)
        let episodes = StubEpisodeRepository(scenario: scenario, clock: clock)

        // When / Then
        await #expect(throws: CharacterRepositoryError.upstream(.cancelled)) {
            try await Task { try await characters.characters(page: 1, filter: CharacterFilter()) }.value
        }
        await #expect(throws: UpstreamFailure.cancelled) {
            try await Task { try await episodes.episodes(withIDs: [1]) }.value
        }
        #expect(clock.sleeps == [.milliseconds(600), .milliseconds(600)])
    }

    @Test("failThenRecover fails the stub's first N calls, then answers from the data")
    func failThenRecover() async throws {
        // Given
        let scenario = Scenario().with(
            .failThenRecover(failures: 2, failure: .unauthorized), for: "CharacterRepository")
        let characters = StubCharacterRepository(scenario: scenario, clock: TestClock())
        let episodes = StubEpisodeRepository(scenario: scenario, clock: TestClock())

        // When
        await #expect(throws: CharacterRepositoryError.upstream(.unauthorized)) {
            try await characters.character(withID: 1)
        }
        await #expect(throws: CharacterRepositoryError.upstream(.unauthorized)) {
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
        let characters = StubCharacterRepository(scenario: .episodesUnavailable, clock: TestClock())
        let episodes = StubEpisodeRepository(scenario: .episodesUnavailable, clock: TestClock())

        // When
        let rick = try await characters.character(withID: 1)

        // Then
        #expect(rick.id == 1)
        await #expect(throws: UpstreamFailure.unavailable) { try await episodes.episodes(withIDs: [1]) }
    }

    @Test("Each port's delay goes through the clock before every answer; nothing sleeps for real")
    func delays() async throws {
        // Given
        let clock = TestClock()
        let scenario = Scenario(delayMilliseconds: 750).withDelay(milliseconds: 20, for: "EpisodeRepository")
        let characters = StubCharacterRepository(scenario: scenario, clock: clock)
        let episodes = StubEpisodeRepository(scenario: scenario, clock: clock)

        // When
        _ = try await characters.character(withID: 1)
        _ = try await episodes.episodes(withIDs: [1])

        // Then
        #expect(clock.sleeps == [.milliseconds(750), .milliseconds(20)])
    }
}

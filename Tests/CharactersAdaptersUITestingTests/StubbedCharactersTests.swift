import CharactersAdaptersUITesting
import CharactersApplication
import CharactersDomain
import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("The Characters stubs registered with a world, under the real use cases")
struct StubbedCharactersTests {
    @Test("The real list use case runs on the stubs")
    func listThroughUseCase() async throws {
        // Given
        let factory = try StubbedCharacters()

        // When
        let page = try await factory.application.makeFetchCharactersUseCase().execute(
            page: 1, filter: CharacterFilter(name: "  rick "))

        // Then
        #expect(page.results.map(\.id) == [1, 8, 15, 19, 22])
        #expect(factory.characterRepository.calls == [.characters(page: 1, filter: CharacterFilter(name: "rick"))])
    }

    @Test("Every character's details load through the real use case with all their episodes")
    func everyDetailLoads() async throws {
        // Given
        let factory = try StubbedCharacters()
        let useCase = factory.application.makeFetchCharacterDetailsUseCase()

        // When
        var failures: [Int] = []
        for character in StubTable<SeriesCharacter>.standard.items {
            do {
                let details = try await useCase.execute(characterID: EntityID(character.id))
                if details.character != character || details.episodes.map(\.id) != Set(character.episodeIDs).sorted() {
                    failures.append(character.id)
                }
            } catch {
                failures.append(character.id)
            }
        }

        // Then
        #expect(failures.isEmpty)
    }

    @Test("The scenario reaches the use cases through the stubs")
    func scenarioReachesUseCases() async throws {
        // Given
        let failing = try StubbedCharacters(scenario: .serverError)
        let episodes = try StubbedCharacters(scenario: .episodesUnavailable)

        // When / Then
        await #expect(throws: FetchCharactersError.upstream(.unavailable)) {
            try await failing.application.makeFetchCharactersUseCase().execute(page: 1, filter: CharacterFilter())
        }
        await #expect(throws: FetchCharacterDetailsError.upstream(.unavailable)) {
            try await episodes.application.makeFetchCharacterDetailsUseCase().execute(characterID: 1)
        }
        await #expect(throws: FetchCharactersError.pageOutOfRange(page: 9)) {
            try await StubbedCharacters().application.makeFetchCharactersUseCase()
                .execute(page: 9, filter: CharacterFilter())
        }
    }

    @Test("The world builds each stub once, and those are the ones the use cases call")
    func stubsCreatedOnce() async throws {
        // Given
        let factory = try StubbedCharacters()

        // When
        _ = try await factory.application.makeFetchCharacterDetailsUseCase().execute(characterID: 19)

        // Then
        #expect(factory.characterRepository === factory.characterRepository)
        #expect(factory.characterRepository.calls == [.character(id: 19)])
        #expect(factory.episodeRepository.calls == [.episodes(ids: [10])])
    }

    @Test("The stubs can run on custom stub data, e.g. built from stub builders")
    func customData() async throws {
        // Given
        let factory = StubbedCharacters(
            characterRepository: StubCharacterRepository(
                clock: TestClock(), characters: StubTable([.stub(id: 5, name: "Only One", episodeIDs: [2, 99])])),
            episodeRepository: StubEpisodeRepository(
                clock: TestClock(), episodes: StubTable([.stub(id: 2, name: "Second")])),
            locationRepository: StubLocationRepository(clock: TestClock()))

        // When
        let page = try await factory.application.makeFetchCharactersUseCase().execute(
            page: 1, filter: CharacterFilter())
        let details = try await factory.application.makeFetchCharacterDetailsUseCase().execute(characterID: 5)

        // Then
        #expect(page.results.map(\.name) == ["Only One"] && page.totalCount == 1)
        #expect(details.episodes.map(\.name) == ["Second"])
    }

    @Test(
        "Each stub simulates the scenario it was made with",
        arguments: [Scenario.happyPath, .failThenRecover])
    func scenarios(scenario: Scenario) throws {
        // Given
        let factory = try StubbedCharacters(scenario: scenario)

        // When
        let names = [
            factory.characterRepository.stub.scenario.name, factory.episodeRepository.stub.scenario.name,
            factory.locationRepository.stub.scenario.name,
        ]

        // Then
        #expect(names == Array(repeating: scenario.name, count: 3))
    }

    @Test("A screen that goes away during the slow scenario's delay gets the use case's cancelled, not an error")
    func cancelledThroughUseCase() async throws {
        // Given
        let factory = try StubbedCharacters(scenario: .slow, clock: TestClock(cancelsCallersFromSleep: 1))
        let useCase = factory.application.makeFetchCharactersUseCase()

        // When / Then
        await #expect(throws: FetchCharactersError.upstream(.cancelled)) {
            try await Task { try await useCase.execute(page: 1, filter: CharacterFilter()) }.value
        }
    }
}

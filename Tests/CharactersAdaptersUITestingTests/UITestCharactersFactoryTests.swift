import CharactersAdaptersUITesting
import CharactersApplication
import CharactersDomain
import MarqueeTestSupport
import Testing
import UITestScenario
import Wiring

@Suite("UI-test characters factory")
struct UITestCharactersFactoryTests {
    @Test("The real list use case runs on the stubs")
    func listThroughUseCase() async throws {
        // Given
        let factory = UITestCharactersFactory(clock: TestClock())

        // When
        let page = try await factory.ports.application.makeFetchCharactersUseCase().execute(
            page: 1, filter: CharacterFilter(name: "  rick "))

        // Then
        #expect(page.results.map(\.id) == [1, 8, 15, 19, 22])
        #expect(factory.characterRepository.calls == [.characters(page: 1, filter: CharacterFilter(name: "rick"))])
    }

    @Test("Every character's details load through the real use case with all their episodes")
    func everyDetailLoads() async throws {
        // Given
        let factory = UITestCharactersFactory(clock: TestClock())
        let useCase = factory.ports.application.makeFetchCharacterDetailsUseCase()

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
    func scenarioReachesUseCases() async {
        // Given
        let failing = UITestCharactersFactory(scenario: .serverError, clock: TestClock())
        let episodes = UITestCharactersFactory(scenario: .episodesUnavailable, clock: TestClock())

        // When / Then
        await #expect(throws: FetchCharactersError.upstream(.unavailable)) {
            try await failing.ports.application.makeFetchCharactersUseCase().execute(page: 1, filter: CharacterFilter())
        }
        await #expect(throws: FetchCharacterDetailsError.upstream(.unavailable)) {
            try await episodes.ports.application.makeFetchCharacterDetailsUseCase().execute(characterID: 1)
        }
        await #expect(throws: FetchCharactersError.pageOutOfRange(page: 9)) {
            try await UITestCharactersFactory(clock: TestClock()).ports.application.makeFetchCharactersUseCase()
                .execute(page: 9, filter: CharacterFilter())
        }
    }

    @Test("The stubs are created once per factory and are the ones the use cases call")
    func stubsCreatedOnce() async throws {
        // Given
        let factory = UITestCharactersFactory(clock: TestClock())

        // When
        _ = try await factory.ports.application.makeFetchCharacterDetailsUseCase().execute(characterID: 19)

        // Then
        #expect(factory.characterRepository === factory.characterRepository)
        #expect(factory.characterRepository.calls == [.character(id: 19)])
        #expect(factory.episodeRepository.calls == [.episodes(ids: [10])])
    }

    @Test("A factory can run on custom stub data, e.g. built from stub builders")
    func customData() async throws {
        // Given
        let factory = UITestCharactersFactory(
            clock: TestClock(), characters: StubTable([.stub(id: 5, name: "Only One", episodeIDs: [2, 99])]),
            episodes: StubTable([.stub(id: 2, name: "Second")]))

        // When
        let page = try await factory.ports.application.makeFetchCharactersUseCase().execute(
            page: 1, filter: CharacterFilter())
        let details = try await factory.ports.application.makeFetchCharacterDetailsUseCase().execute(characterID: 5)

        // Then
        #expect(page.results.map(\.name) == ["Only One"] && page.totalCount == 1)
        #expect(details.episodes.map(\.name) == ["Second"])
    }

    @Test(
        "The port bindings name every port as a stub of the scenario",
        arguments: [Scenario.happyPath, .failThenRecover])
    func portBindings(scenario: Scenario) {
        // Given
        let factory = UITestCharactersFactory(scenario: scenario, clock: TestClock())

        // When
        let bindings = factory.ports.bindings

        // Then
        #expect(
            bindings
                == factory.ports.wired.map {
                    PortWiring(context: "characters", port: $0.port, backing: .stub(scenario: scenario.name))
                })
        #expect(bindings.map(\.port).starts(with: ["CharacterRepository", "EpisodeRepository"]))
    }

    @Test("A screen that goes away during the slow scenario's delay gets the use case's cancelled, not an error")
    func cancelledThroughUseCase() async {
        // Given
        let factory = UITestCharactersFactory(scenario: .slow, clock: TestClock(cancelsCallersFromSleep: 1))
        let useCase = factory.ports.application.makeFetchCharactersUseCase()

        // When / Then
        await #expect(throws: FetchCharactersError.upstream(.cancelled)) {
            try await Task { try await useCase.execute(page: 1, filter: CharacterFilter()) }.value
        }
    }
}

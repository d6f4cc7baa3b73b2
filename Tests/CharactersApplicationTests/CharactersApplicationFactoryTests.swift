import CharactersApplication
import CharactersDomain
import Testing

@Suite("CharactersApplicationFactory, in isolation")
struct CharactersApplicationFactoryTests {
    @Test("the characters use case calls the character port the factory was given")
    func fetchCharacters() async throws {
        // Given a factory built from fakes only
        let characters = FakeCharacterRepository(characters: .success(.firstPage))
        let episodes = FakeBatchRepository<Episode, UpstreamFailure>()
        let factory = CharactersApplicationFactory(
            characterRepository: characters, episodeRepository: episodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When its characters use case is run
        let page = try await factory.makeFetchCharactersUseCase()
            .execute(page: 2, filter: CharacterFilter(name: " rick ", status: .alive))

        // Then that fake answered, for that page and the normalised filter, and nothing else was asked
        #expect(page == .firstPage)
        #expect(characters.calls == [.characters(page: 2, filter: CharacterFilter(name: "rick", status: .alive))])
        #expect(episodes.calls.isEmpty)
    }

    @Test("the character details use case calls both ports the factory was given")
    func fetchCharacterDetails() async throws {
        // Given a factory built from fakes only
        let characters = FakeCharacterRepository(character: .success(.rick))
        let episodes = FakeBatchRepository<Episode, UpstreamFailure>(result: .success(Episode.rickPilotEpisodes))
        let factory = CharactersApplicationFactory(
            characterRepository: characters, episodeRepository: episodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When its details use case is run
        let details = try await factory.makeFetchCharacterDetailsUseCase().execute(characterID: 1)

        // Then both fakes answered: the character by id, its episodes in one call
        #expect(details.character == .rick && details.episodes == Episode.rickPilotEpisodes)
        #expect(characters.calls == [.character(id: 1)])
        #expect(episodes.calls == [[1, 2, 3]])
    }

    @Test("two factories never share ports: each use case reaches only its own factory's fakes")
    func factoriesAreIndependent() async throws {
        // Given two factories, each with its own fakes
        let firstCharacters = FakeCharacterRepository()
        let firstEpisodes = FakeBatchRepository<Episode, UpstreamFailure>()
        let secondCharacters = FakeCharacterRepository()
        let secondEpisodes = FakeBatchRepository<Episode, UpstreamFailure>()
        let first = CharactersApplicationFactory(
            characterRepository: firstCharacters, episodeRepository: firstEpisodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())
        _ = CharactersApplicationFactory(
            characterRepository: secondCharacters, episodeRepository: secondEpisodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When a use case of the first is run
        _ = try await first.makeFetchCharacterDetailsUseCase().execute(characterID: 1)

        // Then only the first factory's fakes were called
        #expect(firstCharacters.calls == [.character(id: 1)])
        #expect(firstEpisodes.calls == [[1, 2, 3]])
        #expect(secondCharacters.calls.isEmpty)
        #expect(secondEpisodes.calls.isEmpty)
    }
}

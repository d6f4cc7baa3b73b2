import CharactersApplication
import CharactersDomain
import MarqueeTestSupport
import Testing

@Suite("FetchCharacters use case")
struct FetchCharactersUseCaseTests {
    /// What each port error becomes. A list has no id to be not found, so a not-found means the service is not
    /// at the configured address: unavailable.
    static let expectedErrors: [CharacterRepositoryError: FetchCharactersError] = Dictionary(
        uniqueKeysWithValues: [
            (.notFound(characterID: 1), .upstream(.unavailable)),
            (.pageOutOfRange(page: 43), .pageOutOfRange(page: 43)),
        ] + UpstreamFailure.everyCase.map { (.upstream($0), .upstream($0)) })

    @Test("a page is fetched with the filter and returned as is; the API has no page limit", arguments: [1, 2, 10_000])
    func success(page: Int) async throws {
        // Given a repository with a page of characters, and a filter
        let repository = FakeCharacterRepository(characters: .success(.firstPage))
        let useCase = FetchCharactersUseCase(repository: repository)
        let filter = CharacterFilter(name: "rick", status: .alive, species: "human", type: "parasite", gender: .male)

        // When that page is asked for
        let result = try await useCase.execute(page: PageNumber(page), filter: filter)

        // Then the repository's page is returned, after one call with that page and filter
        #expect(result == .firstPage)
        #expect(repository.calls == [.characters(page: page, filter: filter)])
    }

    @Test("the error table covers every error the port can throw")
    func tableCoversEveryPortError() {
        // Given every case of the port's error
        // When the table of expected mappings is consulted
        // Then it has a row for each
        #expect(Set(Self.expectedErrors.keys) == Set(CharacterRepositoryError.everyCase))
    }

    @Test("every repository error maps to the use case's own error", arguments: CharacterRepositoryError.everyCase)
    func portError(portError: CharacterRepositoryError) async throws {
        // Given a repository that fails with `portError`
        let expected = try #require(Self.expectedErrors[portError])
        let repository = FakeCharacterRepository(characters: .failure(portError))
        let useCase = FetchCharactersUseCase(repository: repository)

        // When characters are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(page: 43, filter: CharacterFilter())
        }
        #expect(repository.calls == [.characters(page: 43, filter: CharacterFilter())])
    }
}

import CharactersApplication
import CharactersDomain
import Testing

@Suite("FetchCharacters use case")
struct FetchCharactersUseCaseTests {
    /// What each port error becomes. A list has no id to be not found, so a not-found means the service is not
    /// at the configured address: unavailable.
    static let expectedErrors: [CharacterRepositoryError: FetchCharactersError] = [
        .notFound(characterID: 1): .unavailable,
        .pageOutOfRange(page: 43): .pageOutOfRange(page: 43),
        .unauthorized: .unauthorized,
        .rateLimited: .rateLimited,
        .rateLimited(retryAfter: .seconds(7)): .rateLimited(retryAfter: .seconds(7)),
        .unavailable(retryAfter: .seconds(9)): .unavailable(retryAfter: .seconds(9)),
        .unavailable: .unavailable,
        .invalidResponse: .invalidResponse,
        .cancelled: .cancelled,
    ]

    @Test("a page is fetched with the filter and returned as is; the API has no page limit", arguments: [1, 2, 10_000])
    func success(page: Int) async throws {
        // Given a repository with a page of characters, and a filter that needs no normalising
        let repository = FakeCharacterRepository(characters: .success(.firstPage))
        let useCase = DefaultFetchCharactersUseCase(repository: repository)
        let filter = CharacterFilter(name: "rick", status: .alive, species: "human", type: "parasite", gender: .male)

        // When that page is asked for
        let result = try await useCase.execute(page: PageNumber(page), filter: filter)

        // Then the repository's page is returned, after one call with that page and filter
        #expect(result == .firstPage)
        #expect(repository.calls == [.characters(page: page, filter: filter)])
    }

    @Test(
        "filter texts reach the repository trimmed, blank ones as nil; status and gender pass unchanged",
        arguments: [
            (
                CharacterFilter(name: "  rick ", species: "\thuman\n", type: " parasite "),
                CharacterFilter(name: "rick", species: "human", type: "parasite")
            ),
            (CharacterFilter(name: "rick  sanchez"), CharacterFilter(name: "rick  sanchez")),
            (CharacterFilter(name: ""), CharacterFilter()),
            (CharacterFilter(name: "   "), CharacterFilter()),
            (CharacterFilter(species: "\n\t"), CharacterFilter()),
            (CharacterFilter(type: ""), CharacterFilter()),
            (CharacterFilter(name: " ", species: "", type: "\u{00A0}"), CharacterFilter()),
            (
                CharacterFilter(name: " ", status: .dead, gender: .genderless),
                CharacterFilter(status: .dead, gender: .genderless)
            ),
            (CharacterFilter(), CharacterFilter()),
        ])
    func normalisesFilter(filter: CharacterFilter, expected: CharacterFilter) async throws {
        // Given a repository
        let repository = FakeCharacterRepository()
        let useCase = DefaultFetchCharactersUseCase(repository: repository)

        // When characters are asked for with a filter that has surrounding or only white space
        _ = try await useCase.execute(page: 1, filter: filter)

        // Then the repository gets the normalised filter
        #expect(repository.calls == [.characters(page: 1, filter: expected)])
    }

    @Test(
        "a filter text longer than the limit once trimmed is refused without calling the repository",
        arguments: [
            CharacterFilter(name: String(repeating: "r", count: DefaultFetchCharactersUseCase.maximumFilterLength + 1)),
            CharacterFilter(
                species: String(repeating: "h", count: DefaultFetchCharactersUseCase.maximumFilterLength + 1)),
            CharacterFilter(type: String(repeating: "p", count: DefaultFetchCharactersUseCase.maximumFilterLength + 1)),
        ])
    func tooLongFilter(filter: CharacterFilter) async {
        // Given a repository
        let repository = FakeCharacterRepository()
        let useCase = DefaultFetchCharactersUseCase(repository: repository)

        // When characters are asked for with a filter text over the limit
        // Then it is refused as too long, naming the limit
        await #expect(
            throws: FetchCharactersError.filterTooLong(maximumLength: DefaultFetchCharactersUseCase.maximumFilterLength)
        ) {
            try await useCase.execute(page: 1, filter: filter)
        }
        // And the repository was never called
        #expect(repository.calls.isEmpty)
    }

    @Test("a filter text at the limit once trimmed is accepted")
    func filterAtLimit() async throws {
        // Given a repository and a name of exactly the maximum length, with surrounding spaces
        let repository = FakeCharacterRepository()
        let useCase = DefaultFetchCharactersUseCase(repository: repository)
        let name = String(repeating: "r", count: DefaultFetchCharactersUseCase.maximumFilterLength)

        // When characters are asked for with it
        _ = try await useCase.execute(page: 1, filter: CharacterFilter(name: "  \(name)  "))

        // Then the repository gets the trimmed name
        #expect(repository.calls == [.characters(page: 1, filter: CharacterFilter(name: name))])
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
        let useCase = DefaultFetchCharactersUseCase(repository: repository)

        // When characters are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(page: 43, filter: CharacterFilter())
        }
        #expect(repository.calls == [.characters(page: 43, filter: CharacterFilter())])
    }
}

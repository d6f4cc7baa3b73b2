import CharactersAdaptersUITesting
import CharactersDomain
import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("Stub character repository lists and lookups")
struct StubCharacterRepositoryListTests {
    let repository = StubCharacterRepository(clock: TestClock())
    let count = StubTable<SeriesCharacter>.standard.items.count

    @Test("Pages hold 20 characters in ascending id order with consistent totals and a next page until the last")
    func pages() async throws {
        // Given
        let totalPages = (count + 19) / 20

        // When
        let first = try await repository.characters(page: 1, filter: CharacterFilter())
        let second = try await repository.characters(page: 2, filter: CharacterFilter())
        let last = try await repository.characters(page: totalPages, filter: CharacterFilter())

        // Then
        #expect(first.results.map(\.id) == Array(1...20))
        #expect(second.results.map(\.id) == Array(21...40))
        #expect(last.results.count == count - 20 * (totalPages - 1))
        for page in [first, second, last] {
            #expect(page.totalCount == count && page.totalPages == totalPages)
        }
        #expect(first.hasNextPage && second.hasNextPage && !last.hasNextPage)
    }

    @Test("A page past the end, or before the first, is out of range", arguments: [4, 42, 0, -3])
    func pageOutOfRange(page: Int) async {
        // Given
        let requested = page

        // When / Then
        await #expect(throws: CharacterRepositoryError.pageOutOfRange(page: requested)) {
            try await repository.characters(page: requested, filter: CharacterFilter())
        }
    }

    @Test(
        "Text filters match a case-insensitive substring",
        arguments: [
            (CharacterFilter(name: "rick"), [1, 8, 15, 19, 22]),
            (CharacterFilter(name: "BETH"), [4, 37, 38, 39, 40]),
            (CharacterFilter(species: "poopy"), [30, 34]),
            (CharacterFilter(type: "PARASITE"), [16, 31, 32]),
            (CharacterFilter(name: "morty", type: "fish"), [21]),
        ])
    func textFilters(filter: CharacterFilter, ids: [Int]) async throws {
        // Given
        let requested = filter

        // When
        let page = try await repository.characters(page: 1, filter: requested)

        // Then
        #expect(page.results.map(\.id) == ids)
        #expect(page.totalCount == ids.count && page.totalPages == 1)
    }

    @Test("Status and gender match exactly, alone or together")
    func exactFilters() async throws {
        // Given
        let characters = StubTable<SeriesCharacter>.standard.items

        // When
        let dead = try await repository.characters(page: 1, filter: CharacterFilter(status: .dead))
        let genderless = try await repository.characters(page: 1, filter: CharacterFilter(gender: .genderless))
        let unknownFemale = try await repository.characters(
            page: 1, filter: CharacterFilter(status: .alive, gender: .unknown))

        // Then
        #expect(dead.results.map(\.id) == characters.filter { $0.status == .dead }.map(\.id))
        #expect(genderless.results.map(\.id) == [826])
        #expect(unknownFemale.results.map(\.id) == [35, 36])
    }

    @Test("A filter matching more than a page pages like the unfiltered list")
    func filteredPagination() async throws {
        // Given
        let males = StubTable<SeriesCharacter>.standard.items.filter { $0.gender == .male }.map(\.id)

        // When
        let first = try await repository.characters(page: 1, filter: CharacterFilter(gender: .male))
        let second = try await repository.characters(page: 2, filter: CharacterFilter(gender: .male))

        // Then
        #expect(males.count > 20)
        #expect(first.results.map(\.id) + second.results.map(\.id) == Array(males.prefix(40)))
        #expect(first.totalCount == males.count && first.totalPages == (males.count + 19) / 20)
    }

    @Test("Page 1 of a filter without a match is the empty page")
    func noMatch() async throws {
        // Given
        let filter = CharacterFilter(name: "zzz-nobody")

        // When
        let result = try await repository.characters(page: 1, filter: filter)

        // Then
        #expect(result == CharacterPage.empty(page: 1))
    }

    @Test("Any later page of a filter without a match is out of range, as any page past the last", arguments: [2, 3])
    func noMatchLaterPage(page: Int) async {
        // Given
        let filter = CharacterFilter(name: "zzz-nobody")

        // When / Then
        await #expect(throws: CharacterRepositoryError.pageOutOfRange(page: page)) {
            try await repository.characters(page: page, filter: filter)
        }
    }

    @Test("A character is found by id; an unknown id is not found")
    func lookupByID() async throws {
        // Given
        let known = 47

        // When
        let birdperson = try await repository.character(withID: known)

        // Then
        #expect(birdperson.name == "Birdperson")
        await #expect(throws: CharacterRepositoryError.notFound(characterID: 9999)) {
            try await repository.character(withID: 9999)
        }
    }

    @Test("Several ids give each known character once, sorted, unknown ids left out")
    func lookupSeveral() async throws {
        // Given
        let ids = [826, 2, 9999, 1, 2, -4]

        // When
        let characters = try await repository.characters(withIDs: ids)
        let none = try await repository.characters(withIDs: [])

        // Then
        #expect(characters.map(\.id) == [1, 2, 826])
        #expect(none.isEmpty)
    }

    @Test("Episodes by id come once each, sorted, unknown ids left out")
    func episodesByID() async throws {
        // Given
        let episodes = StubEpisodeRepository(clock: TestClock())

        // When
        let found = try await episodes.episodes(withIDs: [51, 1, 1, 52, 0, 28])

        // Then
        #expect(found.map(\.id) == [1, 28, 51])
        #expect(found.map(\.name) == ["Pilot", "The Ricklantis Mixup", "Rickmurai Jack"])
    }
}

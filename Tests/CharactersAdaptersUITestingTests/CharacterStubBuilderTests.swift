import CharactersAdaptersUITesting
import CharactersApplication
import CharactersDomain
import Foundation
import SharedKernel
import Testing
import UITestScenario

@Suite("Character stub builders")
struct CharacterStubBuilderTests {
    @Test("A character stub defaults to Rick Sanchez as the API serves him and changes only the fields named")
    func characterStub() throws {
        // Given
        let rick = SeriesCharacter.stub()

        // When
        let morty = SeriesCharacter.stub(id: 2, name: "Morty Smith", origin: .stub(name: "unknown", id: nil))

        // Then
        let recorded = try #require(StubTable<SeriesCharacter>.standard.item(withID: 1))
        #expect(rick.name == recorded.name && rick.created == recorded.created && rick.imageURL == recorded.imageURL)
        #expect(UTCInstant.iso8601Milliseconds(rick.created) == "2017-11-04T18:48:46.250Z")
        #expect(morty.imageURL.absoluteString == "https://rickandmortyapi.com/api/character/avatar/2.jpeg")
        #expect(morty.origin.id == nil && morty.species == rick.species)
    }

    @Test("Page stubs make their totals consistent with their results unless told otherwise")
    func pageStubs() {
        // Given
        let characters = [SeriesCharacter.stub(id: 1), .stub(id: 2)]

        // When
        let page = CharacterPage.stub(results: characters)
        let empty = CharacterPage.stub(page: 3, results: [])
        let explicit = CharacterPage.stub(totalPages: 42, totalCount: 826)

        // Then
        #expect(page.totalCount == 2 && page.totalPages == 1)
        #expect(empty == .empty(page: 3))
        #expect(explicit.totalPages == 42 && explicit.totalCount == 826 && explicit.hasNextPage)
    }

    @Test("Episode, code, air date, location and details stubs have real defaults")
    func smallStubs() {
        // Given
        let episode = Episode.stub()

        // When
        let details = CharacterDetails.stub()

        // Then
        #expect(
            episode.name == "Pilot" && episode.code.description == "S01E01"
                && episode.airDate.description == "2013-12-02")
        #expect(EpisodeCode.stub(season: 5, episode: 10).description == "S05E10")
        #expect(CharacterLocation.stub() == CharacterLocation(name: "Earth (C-137)", id: 1))
        #expect(details.character == .stub() && details.episodes == [.stub()])
    }
}

import CharactersDomain
import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@testable import CharactersAdapters

@Suite("Rick and Morty character DTOs and mapper, on recorded payloads")
struct RickAndMortyCharacterMapperTests {
    private func decodePage() throws -> CharacterPage {
        let dto = try JSONDecoder().decode(
            RickAndMortyCharacterPageDTO.self, from: JSONFixture.data("rm-characters-page-1", in: .module))
        return try RickAndMortyCharacterMapper.page(dto, page: 1)
    }

    private func character(_ json: String) throws -> SeriesCharacter {
        try RickAndMortyCharacterMapper.character(
            JSONDecoder().decode(RickAndMortyCharacterDTO.self, from: Data(json.utf8))
        )
    }

    @Test("the first page maps its info and Rick Sanchez field by field")
    func firstPage() throws {
        // Given / When
        let page = try decodePage()

        // Then
        #expect(page.page == 1)
        #expect(page.totalPages == 42)
        #expect(page.totalCount == 826)
        #expect(page.results.count == 20)
        #expect(page.results.map(\.id) == Array(1...20))
        let rick = try #require(page.results.first)
        #expect(rick.id == 1)
        #expect(rick.name == "Rick Sanchez")
        #expect(rick.status == .alive)
        #expect(rick.species == "Human")
        #expect(rick.type == nil)
        #expect(rick.gender == .male)
        #expect(rick.origin == CharacterLocation(name: "Earth (C-137)", id: 1))
        #expect(rick.location == CharacterLocation(name: "Citadel of Ricks", id: 3))
        #expect(rick.imageURL.absoluteString == "https://rickandmortyapi.com/api/character/avatar/1.jpeg")
        #expect(rick.episodeIDs == Array(1...51))
        #expect(rick.created == Date(timeIntervalSince1970: 1_509_821_326.25))
    }

    @Test("an unknown status and empty location URLs give .unknown and no location ids")
    func unknownCharacter() throws {
        // Given
        let dto = try JSONDecoder().decode(
            RickAndMortyCharacterDTO.self, from: JSONFixture.data("rm-character-19-unknown", in: .module))

        // When
        let antennaRick = try RickAndMortyCharacterMapper.character(dto)

        // Then
        #expect(antennaRick.id == 19)
        #expect(antennaRick.name == "Antenna Rick")
        #expect(antennaRick.status == .unknown)
        #expect(antennaRick.type == "Human with antennae")
        #expect(antennaRick.origin == CharacterLocation(name: "unknown", id: nil))
        #expect(antennaRick.location == CharacterLocation(name: "unknown", id: nil))
        #expect(antennaRick.episodeIDs == [10])
    }

    @Test("statuses and genders the API may add later map to .unknown; non-ASCII names survive")
    func lenientEnumerations() throws {
        // Given
        let json = """
            {"id": 900, "name": "Señor Pötato 🥔", "status": "Transcended", "species": "Vegetable", "type": "",
             "gender": "Fluid", "origin": {"name": "Gazorpazorp", "url": "https://rickandmortyapi.com/api/location/40/"},
             "location": {"name": "unknown"}, "image": "https://rickandmortyapi.com/api/character/avatar/900.jpeg",
             "episode": [], "url": "", "created": "2021-10-15T17:00:24Z"}
            """

        // When
        let potato = try character(json)

        // Then
        #expect(potato.name == "Señor Pötato 🥔")
        #expect(potato.status == .unknown)
        #expect(potato.gender == .unknown)
        #expect(potato.origin.id == 40)
        #expect(potato.location.id == nil)
        #expect(potato.episodeIDs.isEmpty)
        #expect(potato.created == Date(timeIntervalSince1970: 1_634_317_224))
    }

    @Test(
        "a wrong type, a missing field or an unreadable URL or timestamp is an invalid response",
        arguments: [
            #""id": "1""#, #""created": "yesterday""#, #""created": "2017-11-04 18:48:46""#,
            #""episode": ["https://rickandmortyapi.com/api/episode/abc"]"#, #""episode": "1""#,
            #""origin": {"name": "Earth", "url": "https://rickandmortyapi.com/api/location/"}"#,
            #""image": """#, #""status": null"#,
        ]
    )
    func invalid(field: String) throws {
        // Given: a valid character with one field replaced.
        var object = try #require(
            JSONSerialization.jsonObject(with: Fixture.characterObject(atIndex: 0)) as? [String: Any]
        )
        let replacement = try #require(
            JSONSerialization.jsonObject(with: Data("{\(field)}".utf8)) as? [String: Any]
        )
        object.merge(replacement) { $1 }
        let data = try JSONSerialization.data(withJSONObject: object)

        // When
        let error = #expect(throws: (any Error).self) {
            try RickAndMortyCharacterMapper.character(JSONDecoder().decode(RickAndMortyCharacterDTO.self, from: data))
        }

        // Then
        #expect(error is DecodingError || (error as? JSONAPIFailure) == .invalidResponse)
    }

    @Test("a character without a name is rejected")
    func missingName() throws {
        // Given
        var object = try #require(
            JSONSerialization.jsonObject(with: Fixture.characterObject(atIndex: 1)) as? [String: Any]
        )
        object["name"] = nil
        let data = try JSONSerialization.data(withJSONObject: object)

        // When / Then
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RickAndMortyCharacterDTO.self, from: data)
        }
    }

    @Test(
        "resource ids come from the last path component of their URLs",
        arguments: [
            ("https://rickandmortyapi.com/api/episode/28", 28), ("http://127.0.0.1:8080/api/location/3/", 3),
            ("https://x/api/episode/7?x=1", 7),
        ])
    func resourceIDs(url: String, id: Int) {
        // Given / When / Then
        #expect(RickAndMortyResourceID.id(fromURL: url) == id)
    }

    @Test(
        "URLs without a numeric last component give no id",
        arguments: [
            "", "28", "https://x/api/episode/", "https://x/e/-1", "https://x/e/0", "https://x/e/99999999999999999999",
        ])
    func badResourceIDs(url: String) {
        // Given / When / Then
        #expect(RickAndMortyResourceID.id(fromURL: url) == nil)
    }
}

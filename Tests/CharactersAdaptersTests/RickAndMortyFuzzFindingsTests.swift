import Foundation
import HTTPTransport
import Testing

@testable import CharactersAdapters

/// Inputs the Rick and Morty fuzz target (`Fuzz/Sources/FuzzRickAndMorty`) found breaking a domain invariant,
/// kept as tests.
@Suite("Rick and Morty payloads the fuzzer found")
struct RickAndMortyFuzzFindingsTests {
    @Test("A character with an id below 1 is an invalid response")
    func nonPositiveCharacterID() throws {
        // Given
        let json = """
            {"id":-1,"name":"R","status":"Alive","species":"Human","type":"","gender":"Male",
             "origin":{"name":"unknown","url":""},"location":{"name":"unknown","url":""},
             "image":"https://rickandmortyapi.com/api/character/avatar/1.jpeg","episode":[],
             "url":"","created":"2017-11-04T18:48:46.250Z"}
            """
        let dto = try JSONDecoder().decode(RickAndMortyCharacterDTO.self, from: Data(json.utf8))

        // When
        let error = #expect(throws: JSONAPIFailure.self) { try RickAndMortyCharacterMapper.character(dto) }

        // Then
        #expect(error == .invalidResponse)
    }

    @Test("An episode with an id below 1 is an invalid response")
    func nonPositiveEpisodeID() throws {
        // Given
        let json = #"{"id":0,"name":"Pilot","air_date":"December 2, 2013","episode":"S01E01","characters":[]}"#
        let dto = try JSONDecoder().decode(RickAndMortyEpisodeDTO.self, from: Data(json.utf8))

        // When
        let error = #expect(throws: JSONAPIFailure.self) { try RickAndMortyEpisodeMapper.episode(dto) }

        // Then
        #expect(error == .invalidResponse)
    }
}

import CharactersDomain
import Foundation

@testable import CharactersAdaptersUITesting

extension SeriesCharacter {
    /// A character for tests: every field defaults to Rick Sanchez (character 1) as the API serves him, so a test
    /// names only what it cares about, e.g. `SeriesCharacter.stub(id: 2, name: "Morty Smith")`. `imageURL` left `nil` is
    /// the API's avatar for `id`.
    static func stub(
        id: Int = 1, name: String = "Rick Sanchez", status: CharacterStatus = .alive, species: String = "Human",
        type: String? = nil, gender: CharacterGender = .male, origin: CharacterLocation = .stub(),
        location: CharacterLocation = .stub(name: "Citadel of Ricks", id: 3), imageURL: URL? = nil,
        episodeIDs: [Int] = [1], created: Date = Date(timeIntervalSince1970: 1_509_821_326.250)
    ) -> SeriesCharacter {
        SeriesCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender, origin: origin,
            location: location, imageURL: imageURL ?? StubCharacterData.avatarURL(id: id), episodeIDs: episodeIDs,
            created: created)
    }
}

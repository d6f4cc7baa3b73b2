import CharactersDomain
import Foundation

extension SeriesCharacter {
    /// Rick Sanchez, here appearing in the first three episodes.
    static let rick = SeriesCharacter(
        id: 1, name: "Rick Sanchez", status: .alive, species: "Human", type: nil, gender: .male,
        origin: CharacterLocation(name: "Earth (C-137)", id: 1),
        location: CharacterLocation(name: "Citadel of Ricks", id: 3),
        imageURL: URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")!,
        episodeIDs: [1, 2, 3],
        created: Date(timeIntervalSince1970: 1_509_821_326.25)  // 2017-11-04T18:48:46.250Z
    )

    /// A character the API lists in no episode.
    static let withoutEpisodes = SeriesCharacter(
        id: 19, name: "Antenna Rick", status: .unknown, species: "Human", type: "Human with antennae",
        gender: .male, origin: CharacterLocation(name: "unknown", id: nil),
        location: CharacterLocation(name: "unknown", id: nil),
        imageURL: URL(string: "https://rickandmortyapi.com/api/character/avatar/19.jpeg")!,
        episodeIDs: [],
        created: Date(timeIntervalSince1970: 1_509_823_029.7)
    )
}

extension CharacterPage {
    /// The first of 42 pages, with Rick on it.
    static let firstPage = CharacterPage(page: 1, totalPages: 42, totalCount: 826, results: [.rick])
}

extension Location {
    /// Rick's origin.
    static let earth = Location(id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137")
    /// Rick's last known location.
    static let citadel = Location(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown")
}

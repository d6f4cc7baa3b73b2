/// A character's details, as the details page shows them.
struct CharacterView: Codable, Sendable {
    /// One episode the character appears in.
    struct EpisodeView: Codable, Sendable {
        let code: String
        let name: String
        let airDate: String
    }

    let name: String
    var imageURL: String
    let status: String
    let species: String
    /// The subspecies or kind (`Fish-Person`); `None` when the data names none.
    let type: String
    let gender: String
    let origin: String
    /// The last known location.
    let location: String
    let hasEpisodes: Bool
    let episodes: [EpisodeView]

    /// The character with its portrait's address replaced by `address` of it (``PageImages``).
    func addressingImages(_ address: (String) -> String) -> CharacterView {
        var character = self
        character.imageURL = address(imageURL)
        return character
    }
}

#if UITesting
    extension CharacterView {
        /// A character as its page shows it: Rick Sanchez unless told otherwise, e.g. `.stub(episodes: [])`.
        /// `hasEpisodes` follows `episodes`.
        static func stub(
            name: String = "Rick Sanchez",
            imageURL: String = "https://rickandmortyapi.com/api/character/avatar/1.jpeg", status: String = "Alive",
            species: String = "Human", type: String = "None", gender: String = "Male",
            origin: String = "Earth (C-137)", location: String = "Citadel of Ricks",
            episodes: [EpisodeView] = [.stub(), .stub(code: "S01E02", name: "Lawnmower Dog", airDate: "2013-12-09")]
        ) -> CharacterView {
            CharacterView(
                name: name, imageURL: imageURL, status: status, species: species, type: type, gender: gender,
                origin: origin, location: location, hasEpisodes: !episodes.isEmpty, episodes: episodes)
        }
    }

    extension CharacterView.EpisodeView {
        /// An episode; the Pilot unless told otherwise.
        static func stub(
            code: String = "S01E01", name: String = "Pilot", airDate: String = "2013-12-02"
        )
            -> CharacterView.EpisodeView
        {
            CharacterView.EpisodeView(code: code, name: name, airDate: airDate)
        }
    }
#endif

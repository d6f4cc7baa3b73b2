/// A character's details, as the details page shows them.
struct CharacterView: Sendable {
    /// One episode the character appears in.
    struct EpisodeView: Sendable {
        let code: String
        let name: String
        let airDate: String
    }

    let name: String
    let imageURL: String
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
}

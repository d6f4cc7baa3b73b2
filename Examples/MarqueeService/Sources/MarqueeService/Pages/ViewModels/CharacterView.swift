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
    let type: String?
    let gender: String
    let origin: String
    let location: String
    let hasEpisodes: Bool
    let episodes: [EpisodeView]
}

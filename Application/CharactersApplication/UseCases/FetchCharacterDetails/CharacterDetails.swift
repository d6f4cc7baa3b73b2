import CharactersDomain

/// A character and the episodes it appears in.
public struct CharacterDetails: Hashable, Sendable {
    /// The character.
    public let character: Character
    /// Its episodes, in ascending id order.
    public let episodes: [Episode]

    /// Details.
    public init(character: Character, episodes: [Episode]) {
        self.character = character
        self.episodes = episodes
    }
}

import CharactersDomain

/// A character, the episodes it appears in and the places it is linked to.
public struct CharacterDetails: Hashable, Sendable {
    /// The character.
    public let character: Character
    /// Its episodes, in ascending id order.
    public let episodes: [Episode]
    /// Where it comes from; `nil` when the API gives no location for it (origin "unknown") or does not know it.
    public let origin: Location?
    /// Where it was last seen; `nil` as for ``origin``.
    package let lastKnownLocation: Location?

    /// Details.
    public init(character: Character, episodes: [Episode], origin: Location? = nil, lastKnownLocation: Location? = nil)
    {
        self.character = character
        self.episodes = episodes
        self.origin = origin
        self.lastKnownLocation = lastKnownLocation
    }
}

/// A place a character comes from or was last seen at.
public struct CharacterLocation: Hashable, Sendable {
    /// The place's name; `unknown` when the API does not know it.
    public let name: String
    /// The location's id, or `nil` when the API gives no location for it (its URL is `""`).
    public let id: Int?

    /// A place.
    public init(name: String, id: Int?) {
        self.name = name
        self.id = id
    }
}

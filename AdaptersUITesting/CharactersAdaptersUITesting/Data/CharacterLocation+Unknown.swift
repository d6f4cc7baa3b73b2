import CharactersDomain

extension CharacterLocation {
    /// The place the API calls `unknown`, with no location id (its URL is `""`).
    static let unknown = CharacterLocation(name: "unknown", id: nil)
}

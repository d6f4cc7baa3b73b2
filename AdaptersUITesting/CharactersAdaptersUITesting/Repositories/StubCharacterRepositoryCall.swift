import CharactersDomain

/// One call a `StubCharacterRepository` received, with its arguments as passed.
public enum StubCharacterRepositoryCall: Hashable, Sendable {
    /// `character(withID:)`.
    case character(id: Int)
    /// `characters(page:filter:)`.
    case characters(page: Int, filter: CharacterFilter)
    /// `characters(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case charactersWithIDs([Int])
}

import CharactersDomain

/// One call a ``FakeCharacterRepository`` received, with its arguments.
enum CharacterRepositoryCall: Hashable, Sendable {
    case character(id: Int)
    case characters(page: Int, filter: CharacterFilter)
    case charactersWithIDs([Int])
}

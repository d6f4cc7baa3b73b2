/// The port to the Rick and Morty characters.
public protocol CharacterRepository: Sendable {
    /// The character with `id`; `.notFound(characterID:)` when there is none.
    func character(withID id: Int) async throws(CharacterRepositoryError) -> Character

    /// Page `page` of the characters matching `filter`, 20 a page in ascending id order. A filter with no match is
    /// ``CharacterPage/empty(page:)``; a page past the end of a non-empty list is `.pageOutOfRange(page:)`.
    func characters(page: Int, filter: CharacterFilter) async throws(CharacterRepositoryError) -> CharacterPage

    /// The characters with these ids in one call, in ascending id order, each once; unknown ids are left out.
    func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [Character]
}

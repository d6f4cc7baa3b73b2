import CharactersDomain

/// Lists characters, one page at a time, optionally filtered.
public protocol FetchCharactersUseCase: Sendable {
    /// Page `page` of the characters matching `filter` (a `nil` field means "any"). A filter with no match is an
    /// empty page, not an error.
    func execute(page: PageNumber, filter: CharacterFilter) async throws(FetchCharactersError) -> CharacterPage
}

import CharactersDomain

/// Asks the ``CharacterRepository`` for a page of the characters matching a filter.
public struct DefaultFetchCharactersUseCase: FetchCharactersUseCase {
    private let repository: any CharacterRepository

    /// A use case backed by `repository`.
    public init(repository: any CharacterRepository) {
        self.repository = repository
    }

    /// Page `page` of the characters matching `filter` (its texts validated where the input arrived).
    public func execute(page: PageNumber, filter: CharacterFilter) async throws(FetchCharactersError) -> CharacterPage {
        do {
            return try await repository.characters(page: page.value, filter: filter)
        } catch {
            throw FetchCharactersError(error)
        }
    }
}

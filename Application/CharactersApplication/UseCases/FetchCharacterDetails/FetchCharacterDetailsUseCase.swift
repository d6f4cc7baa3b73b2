import CharactersDomain

/// Loads everything a character's detail view shows.
public protocol FetchCharacterDetailsUseCase: Sendable {
    /// The character with `characterID` and the episodes it appears in.
    func execute(characterID: EntityID) async throws(FetchCharacterDetailsError) -> CharacterDetails
}

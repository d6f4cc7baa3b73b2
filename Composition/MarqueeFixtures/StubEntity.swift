/// One entity of the stub data, as a person looks for it there: its kind and its id (`stub movie 640`). A
/// ``FixtureNeed`` that asks for stub entities says which kind, and the id when it asks for one; a batch's
/// elements are named by their own ids.
package struct StubEntity: Sendable, Hashable, CustomStringConvertible {
    /// What the stub data holds, each kind in its own literals.
    public enum Kind: String, Sendable, Hashable {
        /// A movie's details (`StubMovieData`).
        case movie
        /// A movie's credits, written with the movie (`StubMovieRecord`).
        case credits = "movie credits"
        /// A Rick and Morty character (`StubCharacterData.characters`).
        case character
        /// An episode (`StubCharacterData.episodes`).
        case episode
        /// A location (`StubCharacterData.locations`).
        case location
    }

    /// The kind.
    package let kind: Kind
    /// The id, as the API and the stub data know it.
    package let id: Int

    /// The entity of `kind` with `id`.
    package init(_ kind: Kind, id: Int) {
        self.kind = kind
        self.id = id
    }

    /// `stub movie 640`.
    package var description: String { "stub \(kind.rawValue) \(id)" }
}

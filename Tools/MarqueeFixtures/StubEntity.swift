/// One entity of the stub data, as a person looks for it there: its kind and its id (`stub movie 640`). A
/// ``FixtureNeed`` that asks for stub entities says which kind, and the id when it asks for one; a batch's
/// elements are named by their own ids.
struct StubEntity: Sendable, Hashable, CustomStringConvertible {
    /// What the stub data holds, each kind in its own literals.
    enum Kind: String, Sendable, Hashable {
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
    let kind: Kind
    /// The id, as the API and the stub data know it.
    let id: Int

    /// The entity of `kind` with `id`.
    init(_ kind: Kind, id: Int) {
        self.kind = kind
        self.id = id
    }

    /// `stub movie 640`.
    var description: String { "stub \(kind.rawValue) \(id)" }
}

/// A stub entity the API no longer has: asked for by id it answers its own "not found", or a batch that asked
/// for it came back without it. Drift, not a failure: the stub entity should go or be replaced.
struct GoneEntity: Sendable, Hashable {
    /// The stub entity affected.
    let entity: StubEntity
    /// Its title or name in the stub data, when it has one.
    let name: String?
    /// What the API said: `GET /3/movie/11?language=en-US answered 404 (The resource … could not be found.)`.
    let evidence: String

    /// `stub movie 11 "Star Wars": GET /3/movie/11 answered 404 (…)`.
    var line: String {
        "\(entity)\(name.map { " \(DriftComparison.show(.string($0)))" } ?? ""): \(evidence)"
    }
}

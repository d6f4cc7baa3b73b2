import Testing

/// `/characters`: the characters, a page at a time, narrowed by a filter form (name, status, species, type,
/// gender — the JSON API's query names).
struct CharacterListRobot: ListRobot {
    static let screen = "characterList"
    let app: UITestApp

    /// Opens `/characters` directly.
    @discardableResult
    static func open(
        in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CharacterListRobot {
        try await open("/characters", in: app, sourceLocation: sourceLocation)
    }

    // MARK: Actions

    @discardableResult
    func tapCharacter(id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterDetailsRobot
    {
        try await tap("row.\(id)", to: CharacterDetailsRobot.self, sourceLocation: sourceLocation)
    }

    /// Fills the filter form (fields left `nil` stay as they are) and applies it.
    @discardableResult
    func filter(
        name: String? = nil, status: String? = nil, species: String? = nil, gender: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CharacterListRobot {
        for (field, text) in [("filter.name", name), ("filter.species", species)] {
            if let text { try await type(text, into: field, sourceLocation: sourceLocation) }
        }
        for (field, value) in [("filter.status", status), ("filter.gender", gender)] {
            if let value { try await select(value, in: field, sourceLocation: sourceLocation) }
        }
        return try await tap("filter.apply", to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapPopularMovies(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap("nav.movies", to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    @discardableResult
    func checkShowsCharacter(
        id: Int, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkShowsRow(id: id, containing: name, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkCharacterCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkRowCount(count, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkFilterName(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkValue(name, of: "filter.name", sourceLocation: sourceLocation)
    }
}

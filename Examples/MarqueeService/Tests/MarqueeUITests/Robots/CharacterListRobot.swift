import Testing

/// `/characters`: the characters, a page at a time, narrowed by a filter form (name, status, species, type,
/// gender — the JSON API's query names).
struct CharacterListRobot: Robot {
    static let screen = "characterList"
    let app: UITestApp

    /// Opens `/characters` directly.
    @discardableResult
    static func open(
        in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CharacterListRobot {
        try await app.open("/characters", screen: screen, sourceLocation: sourceLocation)
        return try await arrive(in: app, sourceLocation: sourceLocation)
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
        if let name {
            try await app.type(
                name, into: Self.testID("filter.name"), screen: Self.screen, sourceLocation: sourceLocation)
        }
        if let species {
            try await app.type(
                species, into: Self.testID("filter.species"), screen: Self.screen, sourceLocation: sourceLocation)
        }
        if let status {
            try await app.select(
                status, in: Self.testID("filter.status"), screen: Self.screen, sourceLocation: sourceLocation)
        }
        if let gender {
            try await app.select(
                gender, in: Self.testID("filter.gender"), screen: Self.screen, sourceLocation: sourceLocation)
        }
        return try await tap("filter.apply", to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapNextPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterListRobot {
        try await tap("nextPage", to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapTryAgain(sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterListRobot {
        try await tap("tryAgain", to: CharacterListRobot.self, sourceLocation: sourceLocation)
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
        try await checkText("row.\(id)", contains: name, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkCharacterCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkRowCount(count, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkFilterName(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkValue(
            name, of: Self.testID("filter.name"), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    @discardableResult
    func checkShowsEmptyState(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed("empty", sourceLocation: sourceLocation)
            .checkRowCount(0, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsError(
        containing part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText("error", contains: part, sourceLocation: sourceLocation)
            .checkDisplayed("tryAgain", sourceLocation: sourceLocation)
            .checkRowCount(0, sourceLocation: sourceLocation)
    }
}

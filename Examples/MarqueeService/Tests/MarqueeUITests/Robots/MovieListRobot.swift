import Testing

/// `/`: the popular movies, a page at a time, with a search form.
struct MovieListRobot: ListRobot {
    static let screen = "movieList"
    let app: UITestApp

    /// Opens `/` (or `/?page=N`) as typing the address would, and waits for the screen.
    @discardableResult
    static func open(
        in app: UITestApp, page: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> MovieListRobot {
        try await open(page.map { "/?page=\($0)" } ?? "/", in: app, sourceLocation: sourceLocation)
    }

    // MARK: Actions

    @discardableResult
    func tapMovie(id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieDetailsRobot {
        try await tap("row.\(id)", to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapPreviousPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap("previousPage", to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func search(for query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await type(query, into: "searchField", sourceLocation: sourceLocation)
        return try await tap("searchButton", to: SearchRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapCharacters(sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterListRobot {
        try await tap("nav.characters", to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    @discardableResult
    func checkShowsMovie(id: Int, title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkShowsRow(id: id, containing: title, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkMovieCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkRowCount(count, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkPage(_ page: Int, of total: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("pageIndicator", is: "Page \(page) of \(total)", sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkHasNoPreviousPage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent("previousPage", sourceLocation: sourceLocation)
    }
}

import Testing

/// `/search?query=Q`: the movies whose title matches, or a page that says none does.
struct SearchRobot: Robot {
    static let screen = "search"
    let app: UITestApp

    /// Opens `/search?query=…` directly.
    @discardableResult
    static func open(
        in app: UITestApp, query: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> SearchRobot {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return try await open("/search?query=\(encoded)", in: app, sourceLocation: sourceLocation)
    }

    // MARK: Actions

    @discardableResult
    func tapMovie(id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieDetailsRobot {
        try await tap("row.\(id)", to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func search(for query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await type(query, into: "searchField", sourceLocation: sourceLocation)
        return try await tap("searchButton", to: SearchRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapPopularMovies(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap("nav.movies", to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    @discardableResult
    func checkShowsMovie(id: Int, title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkShowsRow(id: id, containing: title, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkResultCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkRowCount(count, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkQuery(_ query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkValue(query, of: "searchField", sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsNoResults(for query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkText("empty", contains: query, sourceLocation: sourceLocation)
            .checkRowCount(0, sourceLocation: sourceLocation)
    }
}

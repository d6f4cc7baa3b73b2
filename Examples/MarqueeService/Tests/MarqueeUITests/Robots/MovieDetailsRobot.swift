import Testing

/// `/movies/{id}`: one movie with its poster, genres and cast.
struct MovieDetailsRobot: Robot {
    static let screen = "movieDetails"
    let app: UITestApp

    /// Opens `/movies/{id}` directly.
    @discardableResult
    static func open(
        in app: UITestApp, id: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> MovieDetailsRobot {
        try await app.open("/movies/\(id)", screen: screen, sourceLocation: sourceLocation)
        return try await arrive(in: app, sourceLocation: sourceLocation)
    }

    // MARK: Actions

    @discardableResult
    func tapBackToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap("backToList", to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func goBackToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await goBack(to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func goBackToSearch(sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await goBack(to: SearchRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapTryAgain(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieDetailsRobot {
        try await tap("tryAgain", to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    @discardableResult
    func checkTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("title", is: title, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkGenres(_ genres: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("genres", contains: genres, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkHasPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed("poster", sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkCastIncludes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("cast", contains: name, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsError(
        containing part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText("error", contains: part, sourceLocation: sourceLocation)
            .checkDisplayed("tryAgain", sourceLocation: sourceLocation)
            .checkAbsent("title", sourceLocation: sourceLocation)
    }
}

import Testing

/// `/movies/{id}`: one movie with its poster, genres and cast.
struct MovieDetailsRobot: DetailsRobot {
    typealias List = MovieListRobot
    static let screen = "movieDetails"
    static let contentName = "title"
    let app: UITestApp

    static func path(id: Int) -> String { "/movies/\(id)" }

    // MARK: Actions

    @discardableResult
    func goBackToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await goBack(to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func goBackToSearch(sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await goBack(to: SearchRobot.self, sourceLocation: sourceLocation)
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
}

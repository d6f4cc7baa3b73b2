import Testing

/// `/movies/{id}`: one movie with its poster (or a placeholder), facts, overview and cast.
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
    func checkTagline(_ tagline: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("tagline", is: tagline, sourceLocation: sourceLocation)
    }

    /// A movie without a tagline shows none (no empty line where it would be).
    @discardableResult
    func checkHasNoTagline(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent("tagline", sourceLocation: sourceLocation)
    }

    /// The director, or the directors as the page lists them (`Lana Wachowski, Lilly Wachowski`).
    @discardableResult
    func checkDirectors(_ directors: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("directors", is: directors, sourceLocation: sourceLocation)
    }

    /// The release date as the page shows it (`1999-10-15`, or `Unreleased`).
    @discardableResult
    func checkReleaseDate(_ date: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("releaseDate", is: date, sourceLocation: sourceLocation)
    }

    /// The runtime as the page shows it (`139 min`, or `Unknown`).
    @discardableResult
    func checkRuntime(_ runtime: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("runtime", is: runtime, sourceLocation: sourceLocation)
    }

    /// The rating as the page shows it (`★ 8.4 (26279 votes)`).
    @discardableResult
    func checkRating(_ rating: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("rating", is: rating, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkGenres(_ genres: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("genres", contains: genres, sourceLocation: sourceLocation)
    }

    /// The poster is an image with a source, and no placeholder stands in for it.
    @discardableResult
    func checkHasPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkImage(Self.testID("poster"), screen: Self.screen, sourceLocation: sourceLocation)
        return try await checkAbsent("posterPlaceholder", sourceLocation: sourceLocation)
    }

    /// A movie without a poster shows the text placeholder and no image at all.
    @discardableResult
    func checkHasNoPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("posterPlaceholder", is: "No poster", sourceLocation: sourceLocation)
        try await app.checkNoImage(in: Self.uniqueTestID, screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    @discardableResult
    func checkCastIncludes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("cast", contains: name, sourceLocation: sourceLocation)
    }
}

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

    /// A fact the page shows under its own label, as the page words it: `.directors` (`Lana Wachowski, Lilly
    /// Wachowski`), `.releaseDate` (`1999-10-15` or `Unreleased`), `.runtime` (`139 min` or `Unknown`), `.rating`
    /// (`★ 8.4 (26279 votes)`), `.tagline`.
    enum Fact: String, Sendable {
        case tagline, directors, releaseDate, runtime, rating
    }

    @discardableResult
    func check(_ fact: Fact, is text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(fact.rawValue, is: text, sourceLocation: sourceLocation)
    }

    /// A movie without a tagline shows none (no empty line where it would be).
    @discardableResult
    func checkHasNoTagline(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent(Fact.tagline.rawValue, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkGenres(_ genres: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("genres", contains: genres, sourceLocation: sourceLocation)
    }

    /// The poster is an image with a source, and no placeholder stands in for it. (The page is complete on
    /// arrival, so the placeholder is ruled out first: on a page without a poster this fails at once.)
    @discardableResult
    func checkHasPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent("posterPlaceholder", sourceLocation: sourceLocation)
            .checkImage("poster", sourceLocation: sourceLocation)
    }

    /// A movie without a poster shows the text placeholder and no image at all (ruled out first, as above).
    @discardableResult
    func checkHasNoPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkNoImage(sourceLocation: sourceLocation)
            .checkText("posterPlaceholder", is: "No poster", sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkCastIncludes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("cast", contains: name, sourceLocation: sourceLocation)
    }
}

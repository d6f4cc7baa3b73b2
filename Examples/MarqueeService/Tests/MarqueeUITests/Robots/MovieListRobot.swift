import MarqueePageElements
import Testing
import UITestKit

/// `/`: the popular movies, a page at a time, with a search form.
struct MovieListRobot: ListRobot {
    typealias Element = MovieListElement
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
        try await tap(.row, key: String(id), to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func search(for query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await type(query, into: .searchField, sourceLocation: sourceLocation)
        return try await tap(.searchButton, to: SearchRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapCharacters(sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterListRobot {
        try await tap(.navCharacters, to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// Checks every field of `expectation` that is given.
    @discardableResult
    func check(
        _ expectation: MovieListExpectation, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkList(
            rows: expectation.movies, rowCount: expectation.movieCount, page: expectation.page,
            hasPreviousPage: expectation.hasPreviousPage, isEmpty: expectation.isEmpty, sourceLocation: sourceLocation)
        return self
    }

    @discardableResult
    func checkShowsMovie(id: Int, title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkShowsRow(id: id, containing: title, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkMovieCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkRowCount(count, sourceLocation: sourceLocation)
    }
}

/// What a test expects of the popular movies, checked in one call. Every field is optional: `nil` is not checked.
struct MovieListExpectation: Sendable {
    /// Movies the page lists: id → the title its row shows.
    var movies: [Int: String]?
    /// How many movies the page lists.
    var movieCount: Int?
    /// `(2, of: 3)`: the page indicator reads `Page 2 of 3`.
    var page: (Int, of: Int)?
    var hasPreviousPage: Bool?
    /// `true`: the empty state and no rows.
    var isEmpty: Bool?
}

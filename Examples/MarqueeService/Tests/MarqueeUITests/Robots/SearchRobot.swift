import MarqueePageElements
import Testing
import UITestKit

/// `/search?query=Q`: the movies whose title matches, or a page that says none does.
struct SearchRobot: ListRobot {
    typealias Element = SearchElement
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
        try await tap(.row, key: String(id), to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func search(for query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await type(query, into: .searchField, sourceLocation: sourceLocation)
        return try await tap(.searchButton, to: SearchRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapPopularMovies(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap(.navMovies, to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// Checks every field of `expectation` that is given.
    @discardableResult
    func check(_ expectation: SearchExpectation, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        if let query = expectation.query { try await checkQuery(query, sourceLocation: sourceLocation) }
        try await checkList(
            rows: expectation.results, rowCount: expectation.resultCount, page: nil, hasPreviousPage: nil,
            isEmpty: nil, sourceLocation: sourceLocation)
        if let query = expectation.noResultsFor {
            try await checkShowsNoResults(for: query, sourceLocation: sourceLocation)
        }
        return self
    }

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
        try await checkValue(query, of: .searchField, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsNoResults(for query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkText(.empty, contains: query, sourceLocation: sourceLocation)
            .checkRowCount(0, sourceLocation: sourceLocation)
    }
}

/// What a test expects of a search's page, checked in one call. Every field is optional: `nil` is not checked.
struct SearchExpectation: Sendable {
    /// The text in the search field.
    var query: String?
    /// Movies listed: id → the title its row shows.
    var results: [Int: String]?
    var resultCount: Int?
    /// The page says nothing matches this query, and lists no rows.
    var noResultsFor: String?
}

import Testing
import UITestKit

/// `/movies`: a page of the popular movies.
struct MoviesRobot: Robot {
    /// `movies.screen`, `movies.row.{id}`.
    enum Element: String, ScreenElement {
        case screen, row
        static let screenName = "movies"
    }

    let app: UITestApp

    /// Opens page `page` of the popular movies by its address.
    static func open(
        page: Int = 1, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws -> Self
    {
        try await open("/movies?page=\(page)", in: app, sourceLocation: sourceLocation)
    }

    /// Waits until the page lists `count` movies.
    @discardableResult
    func checkMovieCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkCount(of: .row, is: count, sourceLocation: sourceLocation)
    }

    /// Waits until the movie `id` is listed as `title`.
    @discardableResult
    func checkMovie(id: Int, title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.row, key: "\(id)", is: title, sourceLocation: sourceLocation)
    }
}

import MarqueePageElements
import Testing
import UITestKit

/// `/watchlist`: the movies on the visitor's watchlist, in the order added, paged; an empty state before the first.
struct WatchlistRobot: ListRobot {
    typealias Element = WatchlistElement
    let app: UITestApp

    /// Opens `/watchlist`.
    @discardableResult
    static func open(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await open("/watchlist", in: app, sourceLocation: sourceLocation)
    }

    /// Opens the listed movie `id`'s page.
    @discardableResult
    func tapMovie(id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieDetailsRobot {
        try await tap(.row, key: String(id), to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    /// The page lists exactly the movies `titles` names (id → title), or shows its empty state for none.
    @discardableResult
    func checkListed(_ titles: [Int: String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkList(
            rows: titles, rowCount: titles.count, page: nil, hasPreviousPage: nil, isEmpty: titles.isEmpty,
            sourceLocation: sourceLocation)
        return self
    }
}

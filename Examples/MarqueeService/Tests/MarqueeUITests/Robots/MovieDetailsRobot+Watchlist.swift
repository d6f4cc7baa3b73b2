import MarqueePageElements
import Testing
import UITestKit

/// The movie page's watchlist section: add, remove, and what the page then shows. Each action submits the form
/// without JavaScript and arrives at the movie page again, after its redirect or with the form's error.
extension MovieDetailsRobot {
    /// "Add to watchlist".
    @discardableResult
    func addToWatchlist(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.addToWatchlistButton, to: Self.self, sourceLocation: sourceLocation)
    }

    /// "Remove from watchlist".
    @discardableResult
    func removeFromWatchlist(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.removeFromWatchlistButton, to: Self.self, sourceLocation: sourceLocation)
    }

    /// "See your watchlist".
    @discardableResult
    func openWatchlist(sourceLocation: SourceLocation = #_sourceLocation) async throws -> WatchlistRobot {
        try await tap(.watchlistLink, to: WatchlistRobot.self, sourceLocation: sourceLocation)
    }

    /// The page says the movie is on the visitor's watchlist, and offers to take it off.
    @discardableResult
    func checkOnWatchlist(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.onWatchlist, is: "On your watchlist", sourceLocation: sourceLocation)
            .checkDisplayed(.removeFromWatchlistButton, sourceLocation: sourceLocation)
    }

    /// The page offers to add the movie: it is not on the visitor's watchlist.
    @discardableResult
    func checkNotOnWatchlist(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed(.addToWatchlistButton, sourceLocation: sourceLocation)
            .checkAbsent(.onWatchlist, sourceLocation: sourceLocation)
    }
}

/// Where the watchlists are kept: the service's port, in memory in production (``InMemoryWatchlistStore``) and on
/// a stub per UI-test session under `-uitest` (`StubWatchlistStore`). A movie id is already in
/// ``Watchlist/movieIDs`` when it reaches a store; the routes refuse any other.
protocol WatchlistStore: Sendable {
    /// `visitor`'s movies, in the order first added; none for a visitor never seen.
    func movies(of visitor: VisitorID) async throws(WatchlistStoreError) -> [Int]
    /// Adds `movie` to `visitor`'s list (a movie already there leaves it as it is).
    func add(movie: Int, to visitor: VisitorID) async throws(WatchlistStoreError) -> WatchlistChange
    /// Takes `movie` off `visitor`'s list (a movie not there leaves it as it is); the list after.
    func remove(movie: Int, from visitor: VisitorID) async throws(WatchlistStoreError) -> [Int]
}

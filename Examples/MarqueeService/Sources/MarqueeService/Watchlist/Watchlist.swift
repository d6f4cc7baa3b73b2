import MarqueeKit

/// A visitor's watchlist: the movies they keep to watch later, in the order first added. The service's own port
/// (not Marquee's), kept by another service of the same system, `watchlist-service`, and reached over HTTP
/// (``WatchlistHTTPClient``); under `-uitest` it stays live against that service when the service is given its
/// address, and is a stub of each UI-test session's world otherwise (``WatchlistWiring``).
///
/// The visitor is the id of their sealed cookie (``VisitorSession/visitorID``), which the other service never sees
/// in any other form.
protocol Watchlist: Sendable {
    /// The movies on `visitor`'s watchlist, in the order first added; none for a visitor never seen.
    func movies(of visitor: String) async throws(WatchlistError) -> [EntityID]
    /// Puts `movie` on `visitor`'s watchlist: ``WatchlistChange/added``, or ``WatchlistChange/alreadyListed`` (the
    /// list unchanged).
    func add(_ movie: EntityID, for visitor: String) async throws(WatchlistError) -> WatchlistChange
    /// Takes `movie` off `visitor`'s watchlist; one not on it leaves the list as it is.
    func remove(_ movie: EntityID, for visitor: String) async throws(WatchlistError)
}

/// What adding a movie to a watchlist did.
enum WatchlistChange: String, Sendable, Hashable, Codable {
    /// The movie is on the list now, last.
    case added
    /// It was on the list already, which is unchanged.
    case alreadyListed
}

/// Why a watchlist could not be read or changed.
enum WatchlistError: Error, Sendable, Hashable, UpstreamFailureCarrying {
    /// The list holds ``maximumMovies`` already; take one off first.
    case full
    /// The watchlist service could not answer as its API promises.
    case upstream(UpstreamFailure)

    /// How many movies one watchlist holds at most (watchlist-service refuses the next with a 409).
    static let maximumMovies = 500
}

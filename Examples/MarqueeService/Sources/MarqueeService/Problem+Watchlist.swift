import MarqueeKit

/// The problems of the watchlist routes (the one table, continued from `Problem+UseCaseErrors.swift`).
extension Problem {
    /// The service was started live without `MARQUEE_WATCHLIST_URL`: it has no watchlist to keep (503, names the
    /// variable).
    static let watchlistNotConfigured = Problem(
        .watchlistNotConfigured, status: .serviceUnavailable, title: "The watchlist is not configured",
        detail: "the watchlist needs \(WatchlistWiring.environmentVariable) set on the server")

    /// A watchlist's failures: a full list is a 409; the rest are watchlist-service's, as any upstream's.
    init(_ error: WatchlistError) {
        switch error {
        case .full:
            self = Problem(
                .watchlistFull, status: .conflict, title: "The watchlist is full",
                detail: "a watchlist holds at most \(WatchlistError.maximumMovies) movies; take one off first")
        case .upstream(let failure): self.init(failure, from: .watchlist)
        }
    }
}

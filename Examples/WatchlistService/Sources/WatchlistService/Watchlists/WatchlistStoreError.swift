/// Why a store did not do what it was asked.
enum WatchlistStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The store cannot be reached or read now (HTTP 503); `reason` is for the log, never for a client.
    case unavailable(reason: String)
    /// The list holds `capacity` movies already, and a new one was refused (HTTP 409).
    case full(capacity: Int)

    var description: String {
        switch self {
        case .unavailable(let reason): "the watchlist store is unavailable: \(reason)"
        case .full(let capacity): "the watchlist holds \(capacity) movies, the most it may"
        }
    }
}

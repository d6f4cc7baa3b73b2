/// One visitor's watchlist: movie ids in the order first added, each once, at most ``capacity`` of them. The rules
/// every store keeps (the in-memory one and the stub alike), written once.
struct Watchlist: Hashable, Sendable {
    /// The most movies a list holds.
    static let capacity = 500
    /// The ids a movie may have (TMDb's, a positive 32-bit integer).
    static let movieIDs = 1...Int(Int32.max)

    /// The movies, in the order first added.
    private(set) var movies: [Int]

    /// A list of `movies` as they are (a store's seed; the empty list by default).
    init(movies: [Int] = []) {
        self.movies = movies
    }

    /// Adds `movie` at the end, unless it is there already; a list at ``capacity`` refuses a new one with
    /// ``WatchlistStoreError/full(capacity:)`` and stays as it is.
    mutating func add(_ movie: Int) throws(WatchlistStoreError) -> WatchlistChange {
        guard !movies.contains(movie) else { return WatchlistChange(added: false, movies: movies) }
        guard movies.count < Self.capacity else { throw .full(capacity: Self.capacity) }
        movies.append(movie)
        return WatchlistChange(added: true, movies: movies)
    }

    /// Takes `movie` off the list, if it is on it.
    mutating func remove(_ movie: Int) -> [Int] {
        movies.removeAll { $0 == movie }
        return movies
    }
}

/// What adding a movie did: whether it was added (or already there), and the list after.
struct WatchlistChange: Hashable, Sendable, Codable {
    /// `true` when the movie was added, `false` when it was on the list already.
    let added: Bool
    /// The movies after the call, in the order first added.
    let movies: [Int]
}

/// What adding a movie did: whether it was added (or already there), and the list after.
struct WatchlistChange: Hashable, Sendable, Codable {
    /// `true` when the movie was added, `false` when it was on the list already.
    let added: Bool
    /// The movies after the call, in the order first added.
    let movies: [Int]
}

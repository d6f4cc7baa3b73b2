/// One call a `StubMovieRepository` received, with its arguments as passed; it reads as data through its synthesized
/// `Encodable` form (what UITestKit's `checkCalls(to:are:)` reads), arguments in name order: `searchMovies(page: 1, query: "fight")`.
public enum StubMovieRepositoryCall: Hashable, Codable, Sendable {
    /// `movie(withID:)`.
    case movie(id: Int)
    /// `credits(forMovieWithID:)`.
    case credits(movieID: Int)
    /// `popularMovies(page:)`.
    case popularMovies(page: Int)
    /// `searchMovies(query:page:)`, the query untrimmed.
    case searchMovies(query: String, page: Int)
}

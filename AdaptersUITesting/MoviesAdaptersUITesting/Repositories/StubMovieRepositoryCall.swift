/// One call a `StubMovieRepository` received, with its arguments as passed.
public enum StubMovieRepositoryCall: Hashable, Sendable {
    /// `movie(withID:)`.
    case movie(id: Int)
    /// `credits(forMovieWithID:)`.
    case credits(movieID: Int)
    /// `popularMovies(page:)`.
    case popularMovies(page: Int)
    /// `searchMovies(query:page:)`, the query untrimmed.
    case searchMovies(query: String, page: Int)
}

/// One call a ``FakeMovieRepository`` received, with its arguments.
enum MovieRepositoryCall: Hashable, Sendable {
    case movie(id: Int)
    case credits(movieID: Int)
    case popularMovies(page: Int)
    case searchMovies(query: String, page: Int)
}

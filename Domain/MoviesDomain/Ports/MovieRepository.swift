/// The port to a catalogue of movies: details, credits and the two lists Marquee shows.
public protocol MovieRepository: Sendable {
    /// The details of the movie with `id`; `.notFound(movieID:)` when there is none.
    func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie

    /// The cast and crew of the movie with `movieID`; `.notFound(movieID:)` when there is none.
    func credits(forMovieWithID movieID: Int) async throws(MovieRepositoryError) -> MovieCredits

    /// Page `page` (1 through 500) of the currently popular movies, 20 a page.
    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage

    /// Page `page` of the movies whose title matches `query`; a query without hits is an empty page, not an error.
    func searchMovies(query: String, page: Int) async throws(MovieRepositoryError) -> MoviePage
}

/// Why a ``MovieRepository`` could not answer.
public enum MovieRepositoryError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// No movie has this id. Only the id-based calls throw it: an adapter reports a 404 on a list endpoint as
    /// `.upstream(.unavailable)` (the service is not at the configured address).
    case notFound(movieID: Int)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
    case upstream(UpstreamFailure)
}

/// The port to a guest session's movie ratings: open a guest session, rate a movie (a first rating or one that
/// replaces the last), take a rating back, and list what the session rated.
///
/// Why a port of its own rather than more methods on ``MovieRepository``: every call here writes or reads one
/// visitor's data and carries that visitor's credential (a ``GuestSessionID``), where ``MovieRepository`` reads a
/// catalogue every visitor shares with the service's own credential, whose answers a shared cache may keep. The
/// failures differ too (a session that is not valid, a value the service refused), and a stub of it keeps state
/// that changes during a test (ratings per scenario), where the catalogue's stub only answers. Keeping them apart
/// keeps ``MovieRepository``'s stub, contract and error stateless and read-only; the cost is one more stub, contract
/// test and HTTP adapter. The guest session is opened here too: it exists only to rate, and the same adapter and
/// stub serve it.
public protocol MovieRatingRepository: Sendable {
    /// A new guest session (TMDb: `GET /authentication/guest_session/new`).
    func newGuestSession() async throws(UpstreamFailure) -> GuestSessionID

    /// Rates the movie with `movieID` `rating` in `session`'s name: ``RatingChange/added`` for a first rating,
    /// ``RatingChange/replaced`` when it replaces the session's earlier one.
    func rate(
        movieID: Int, rating: MovieRating, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatingChange

    /// Takes `session`'s rating of the movie with `movieID` back; a movie the session did not rate is left as it
    /// is, without an error.
    func removeRating(movieID: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError)

    /// Page `page` (from 1) of the movies `session` rated, each with its rating, 20 a page.
    func ratedMovies(page: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) -> RatedMoviePage
}

/// Why a ``MovieRatingRepository`` could not answer.
public enum MovieRatingRepositoryError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// No movie has this id.
    case notFound(movieID: Int)
    /// The service does not know the guest session, or it has expired (TMDb: 401, `status_code` 3).
    case sessionNotValid
    /// The service refused the value (TMDb: 400, `status_code` 18), with its message, e.g. `Value too high: Value
    /// must be less than, or equal to 10.0.` A ``MovieRating`` is never refused by TMDb; this says the two
    /// disagree.
    case invalidValue(message: String)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
    case upstream(UpstreamFailure)
}

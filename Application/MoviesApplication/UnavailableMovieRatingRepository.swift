import MoviesDomain

/// The rating port of a factory built without one: every call fails as an unreachable rating service would, so a
/// service that reads movies and rates none needs no rating port of its own (not even a fake).
struct UnavailableMovieRatingRepository: MovieRatingRepository {
    func newGuestSession() async throws(UpstreamFailure) -> GuestSessionID {
        throw .unavailable
    }

    func rate(
        movieID: Int, rating: MovieRating, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatingChange {
        throw .upstream(.unavailable)
    }

    func removeRating(movieID: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) {
        throw .upstream(.unavailable)
    }

    func ratedMovies(page: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) -> RatedMoviePage {
        throw .upstream(.unavailable)
    }
}

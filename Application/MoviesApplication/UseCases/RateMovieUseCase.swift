import MoviesDomain

/// Rates a movie in a guest session's name: a first rating, or one that replaces the session's last.
public struct RateMovieUseCase: Sendable {
    private let repository: any MovieRatingRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRatingRepository) {
        self.repository = repository
    }

    /// Rates the movie with `movieID` `rating`; the answer says whether the rating is new or replaced one. Throws
    /// ``RatingError/invalidValue(message:)``, ``RatingError/notFound(movieID:)``,
    /// ``RatingError/sessionNotValid`` or ``RatingError/upstream(_:)``.
    public func execute(
        movieID: EntityID, rating: MovieRating, session: GuestSessionID
    ) async throws(RatingError) -> RatingChange {
        do {
            return try await repository.rate(movieID: movieID.value, rating: rating, session: session)
        } catch {
            throw RatingError(error)
        }
    }
}

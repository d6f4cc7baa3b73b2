import MoviesDomain

/// Takes a guest session's rating of a movie back.
public struct RemoveRatingUseCase: Sendable {
    private let repository: any MovieRatingRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRatingRepository) {
        self.repository = repository
    }

    /// Removes the session's rating of the movie with `movieID`; a movie it did not rate is left as it is. Throws
    /// ``RatingError/notFound(movieID:)``, ``RatingError/sessionNotValid`` or ``RatingError/upstream(_:)``.
    public func execute(movieID: EntityID, session: GuestSessionID) async throws(RatingError) {
        do {
            try await repository.removeRating(movieID: movieID.value, session: session)
        } catch {
            throw RatingError(error)
        }
    }
}

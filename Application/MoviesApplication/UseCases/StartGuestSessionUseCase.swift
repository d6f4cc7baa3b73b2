import MoviesDomain

/// Opens a new guest session, the credential the rating use cases act with.
public struct StartGuestSessionUseCase: Sendable {
    private let repository: any MovieRatingRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRatingRepository) {
        self.repository = repository
    }

    /// A new guest session. It is a secret: keep it where only its holder reads it.
    public func execute() async throws(UpstreamFailure) -> GuestSessionID {
        try await repository.newGuestSession()
    }
}

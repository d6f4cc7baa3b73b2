import MoviesDomain

/// Lists the movies a guest session rated, each with its rating, one page at a time.
public struct FetchRatedMoviesUseCase: Sendable {
    private let repository: any MovieRatingRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRatingRepository) {
        self.repository = repository
    }

    /// Page `page` of the session's rated movies. An empty page past the last one is
    /// ``RatingError/pageOutOfRange(page:)`` (TMDb answers it as an empty page with the real totals); nothing
    /// rated is an empty page 1. Also throws ``RatingError/sessionNotValid`` or ``RatingError/upstream(_:)``.
    public func execute(page: PageNumber, session: GuestSessionID) async throws(RatingError) -> RatedMoviePage {
        let result: RatedMoviePage
        do {
            result = try await repository.ratedMovies(page: page.value, session: session)
        } catch {
            throw RatingError(error)
        }
        guard !result.results.isEmpty || page.value <= max(1, result.totalPages) else {
            throw .pageOutOfRange(page: page.value)
        }
        return result
    }
}

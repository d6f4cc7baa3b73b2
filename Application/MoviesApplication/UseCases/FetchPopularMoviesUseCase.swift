import MoviesDomain

/// Lists the currently popular movies, one page at a time, from the ``MoviesDomain/MovieRepository``.
public struct FetchPopularMoviesUseCase: Sendable {
    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the popular movies; TMDb serves pages 1 through ``MoviesDomain/MoviePage/maximumPage``, and answers
    /// `rejected` past it.
    public func execute(page: PageNumber) async throws(UpstreamFailure) -> MoviePage {
        do {
            return try await repository.popularMovies(page: page.value)
        } catch {
            throw error.listFailure
        }
    }
}

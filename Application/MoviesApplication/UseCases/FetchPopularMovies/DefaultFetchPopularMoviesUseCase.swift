import MoviesDomain

/// Asks the ``MovieRepository`` for a page of popular movies.
public struct DefaultFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {

    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the popular movies.
    public func execute(page: PageNumber) async throws(UpstreamFailure) -> MoviePage {
        do {
            return try await repository.popularMovies(page: page.value)
        } catch {
            throw error.listFailure
        }
    }
}

import MoviesDomain

/// Lists the currently popular movies, one page at a time.
public protocol FetchPopularMoviesUseCase: Sendable {
    /// Page `page` (1 through ``MoviePage/maximumPage``) of the popular movies.
    func execute(page: Int) async throws(FetchPopularMoviesError) -> MoviePage
}

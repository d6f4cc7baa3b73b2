import MoviesDomain

/// Lists the currently popular movies, one page at a time.
public protocol FetchPopularMoviesUseCase: Sendable {
    /// Page `page` of the popular movies; TMDb serves pages 1 through ``MoviePage/maximumPage``, and answers
    /// `rejected` past it.
    func execute(page: PageNumber) async throws(UpstreamFailure) -> MoviePage
}

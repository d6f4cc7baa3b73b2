import MoviesDomain

/// Finds movies by title.
public protocol SearchMoviesUseCase: Sendable {
    /// Page `page` of the movies matching `query`. No hits is an empty page, not an error.
    func execute(query: SearchQuery, page: PageNumber) async throws(UpstreamFailure) -> MoviePage
}

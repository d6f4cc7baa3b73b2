import MoviesDomain

/// Finds movies by title.
public protocol SearchMoviesUseCase: Sendable {
    /// Page `page` of the movies matching `query` (trimmed). No hits is an empty page, not an error.
    func execute(query: String, page: Int) async throws(SearchMoviesError) -> MoviePage
}

import MoviesDomain

/// Finds movies by title: asks the ``MoviesDomain/MovieRepository`` for a page of the movies matching a query.
public struct SearchMoviesUseCase: Sendable {
    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the movies matching `query`. No hits is an empty page, not an error.
    public func execute(query: SearchQuery, page: PageNumber) async throws(UpstreamFailure) -> MoviePage {
        do {
            return try await repository.searchMovies(query: query.text, page: page.value)
        } catch {
            throw error.listFailure
        }
    }
}

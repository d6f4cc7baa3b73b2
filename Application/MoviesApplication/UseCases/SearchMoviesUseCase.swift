import MoviesDomain

/// Finds movies by title: asks the ``MoviesDomain/MovieRepository`` for a page of the movies matching a query.
public struct SearchMoviesUseCase: Sendable {
    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the movies matching `query`. No hits is an empty page 1, not an error; a page past the last
    /// one is ``MovieListError/pageOutOfRange(page:list:)``.
    public func execute(query: SearchQuery, page: PageNumber) async throws(MovieListError) -> MoviePage {
        let result: MoviePage
        do {
            result = try await repository.searchMovies(query: query.text, page: page.value)
        } catch {
            throw MovieListError(error)
        }
        return try MovieListError.checking(result, page: page, of: .search)
    }
}

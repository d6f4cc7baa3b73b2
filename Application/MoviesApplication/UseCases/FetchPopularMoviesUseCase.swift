import MoviesDomain

/// Lists the currently popular movies, one page at a time, from the ``MoviesDomain/MovieRepository``.
public struct FetchPopularMoviesUseCase: Sendable {
    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    package init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the popular movies; TMDb serves pages 1 through ``MoviesDomain/MoviePage/maximumPage``, and answers
    /// `rejected` past it. A page past the last one is ``MovieListError/pageOutOfRange(page:list:)``.
    public func execute(page: PageNumber) async throws(MovieListError) -> MoviePage {
        let result: MoviePage
        do {
            result = try await repository.popularMovies(page: page.value)
        } catch {
            throw MovieListError(error)
        }
        return try MovieListError.checking(result, page: page, of: .popular)
    }
}

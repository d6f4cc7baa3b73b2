import MoviesDomain

/// Validates the page, then asks the ``MovieRepository``.
public struct DefaultFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {

    private let repository: any MovieRepository

    /// A use case backed by `repository`.
    public init(repository: any MovieRepository) {
        self.repository = repository
    }

    /// Page `page` of the popular movies; `.invalidPage` without calling the repository when out of range.
    public func execute(page: Int) async throws(FetchPopularMoviesError) -> MoviePage {
        guard (1...MoviePage.maximumPage).contains(page) else { throw .invalidPage(page) }
        do {
            return try await repository.popularMovies(page: page)
        } catch {
            throw FetchPopularMoviesError(error)
        }
    }
}

import MarqueeKit

/// The titles of a page of popular movies: what this service does with Marquee's Movies context.
public struct PopularTitles: Sendable {
    private let movies: MoviesApplicationFactory

    /// Titles from the use cases of `movies`.
    public init(movies: MoviesApplicationFactory) {
        self.movies = movies
    }

    /// The titles of popular movies' `page`, in the service's order.
    public func titles(page: PageNumber) async throws(MovieListError) -> [String] {
        try await movies.makeFetchPopularMoviesUseCase().execute(page: page).results.map(\.title)
    }
}

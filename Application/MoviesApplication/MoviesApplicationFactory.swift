import MoviesDomain

/// Builds the Movies use cases from the ports it is given. Public, not `package`, so that stub modules and
/// tests can build it from their own repositories and run the real use cases on them.
public final class MoviesApplicationFactory: Sendable {
    private let movieRepository: any MovieRepository
    private let imageConfigurationRepository: any ImageConfigurationRepository

    /// A factory whose use cases call exactly these ports.
    public init(movieRepository: any MovieRepository, imageConfigurationRepository: any ImageConfigurationRepository) {
        self.movieRepository = movieRepository
        self.imageConfigurationRepository = imageConfigurationRepository
    }

    /// Lists popular movies.
    public func makeFetchPopularMoviesUseCase() -> FetchPopularMoviesUseCase {
        FetchPopularMoviesUseCase(repository: movieRepository)
    }

    /// Searches movies by title.
    public func makeSearchMoviesUseCase() -> SearchMoviesUseCase {
        SearchMoviesUseCase(repository: movieRepository)
    }

    /// Loads a movie's details, credits and image URLs.
    public func makeFetchMovieDetailsUseCase() -> FetchMovieDetailsUseCase {
        FetchMovieDetailsUseCase(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository)
    }
}

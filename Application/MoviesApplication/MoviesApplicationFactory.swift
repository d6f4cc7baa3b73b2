import MoviesDomain

/// Builds the Movies use cases from the ports it is given. Public, not `package`, so that stub modules and
/// tests can build it from their own repositories and run the real use cases on them.
public final class MoviesApplicationFactory: Sendable {
    private let movieRepository: any MovieRepository
    private let imageConfigurationRepository: any ImageConfigurationRepository
    private let movieRatingRepository: any MovieRatingRepository

    /// A factory whose use cases call exactly these ports.
    public init(
        movieRepository: any MovieRepository, imageConfigurationRepository: any ImageConfigurationRepository,
        movieRatingRepository: any MovieRatingRepository
    ) {
        self.movieRepository = movieRepository
        self.imageConfigurationRepository = imageConfigurationRepository
        self.movieRatingRepository = movieRatingRepository
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

    /// Opens a guest session, the credential the rating use cases act with.
    public func makeStartGuestSessionUseCase() -> StartGuestSessionUseCase {
        StartGuestSessionUseCase(repository: movieRatingRepository)
    }

    /// Rates a movie, or replaces the session's rating of it.
    public func makeRateMovieUseCase() -> RateMovieUseCase {
        RateMovieUseCase(repository: movieRatingRepository)
    }

    /// Takes a rating back.
    public func makeRemoveRatingUseCase() -> RemoveRatingUseCase {
        RemoveRatingUseCase(repository: movieRatingRepository)
    }

    /// Lists the movies a session rated.
    public func makeFetchRatedMoviesUseCase() -> FetchRatedMoviesUseCase {
        FetchRatedMoviesUseCase(repository: movieRatingRepository)
    }
}

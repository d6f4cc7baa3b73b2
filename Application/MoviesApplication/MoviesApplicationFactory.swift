import MoviesDomain

/// Builds the Movies use cases from the ports it is given. Public, not `package`, so that stub modules and
/// tests can build it from their own repositories and run the real use cases on them.
public final class MoviesApplicationFactory: Sendable {
    private let movieRepository: any MovieRepository
    private let imageConfigurationRepository: any ImageConfigurationRepository
    private let movieRatingRepository: any MovieRatingRepository

    /// A factory for a service that reads movies and rates none: the read use cases call exactly these ports, and
    /// the rating use cases fail as an unreachable rating service would (``RatingError/upstream(_:)`` with
    /// `.unavailable`, and `.unavailable` from ``StartGuestSessionUseCase``), so a service or a test never writes a
    /// rating port it does not use. The 1.0.0 init: a port added later gets a default or a narrower init like this.
    public convenience init(
        movieRepository: any MovieRepository, imageConfigurationRepository: any ImageConfigurationRepository
    ) {
        self.init(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository,
            movieRatingRepository: UnavailableMovieRatingRepository())
    }

    /// A factory whose use cases call exactly these ports, the rating port included.
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

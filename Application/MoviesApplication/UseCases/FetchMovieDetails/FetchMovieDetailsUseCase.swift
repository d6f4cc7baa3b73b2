import MoviesDomain

/// Loads everything a movie's detail view shows.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The details, credits and resolved image URLs of the movie with `movieID`.
    func execute(movieID: EntityID) async throws(FetchMovieDetailsError) -> MovieDetails
}

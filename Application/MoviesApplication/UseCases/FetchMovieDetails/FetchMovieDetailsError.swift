import MoviesDomain

/// Why a movie's details could not be loaded.
public enum FetchMovieDetailsError: Error, Hashable, Sendable {
    /// No movie has this id.
    case notFound(movieID: Int)
    /// The service failed us (see ``UpstreamFailure``).
    case upstream(UpstreamFailure)

    /// Maps the movie port's error.
    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let movieID): self = .notFound(movieID: movieID)
        case .upstream(let failure): self = .upstream(failure)
        }
    }
}

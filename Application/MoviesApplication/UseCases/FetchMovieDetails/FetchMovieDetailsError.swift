import MoviesDomain

/// Why a movie's details could not be loaded.
public enum FetchMovieDetailsError: Error, Hashable, Sendable {
    /// No movie has this id.
    case notFound(movieID: Int)
    /// The credential is missing, invalid or revoked.
    case unauthorized
    /// Too many requests, also after retrying.
    case rateLimited
    /// The service could not be reached or failed.
    case unavailable
    /// The service refused the request as invalid.
    case rejected
    /// The service answered with something its API does not promise.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// Maps the movie port's error.
    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let movieID): self = .notFound(movieID: movieID)
        case .unauthorized: self = .unauthorized
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .rejected: self = .rejected
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }

    /// Maps the image configuration port's error.
    init(_ error: ImageConfigurationRepositoryError) {
        switch error {
        case .unauthorized: self = .unauthorized
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

import MoviesDomain

/// Why a movie's details could not be loaded.
public enum FetchMovieDetailsError: Error, Hashable, Sendable {
    /// No movie has this id.
    case notFound(movieID: Int)
    /// The credential is missing, invalid or revoked.
    case unauthorized
    /// Too many requests, also after retrying. `retryAfter` is how long the service asked us to wait (its `Retry-
    /// After`), when it said so.
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached or failed. `retryAfter` is how long a 503 asked us to wait (its `Retry-After`),
    /// when it said so.
    case unavailable(retryAfter: Duration?)
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
        case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .rejected: self = .rejected
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }

    /// Maps the image configuration port's error.
    init(_ error: ImageConfigurationRepositoryError) {
        switch error {
        case .unauthorized: self = .unauthorized
        case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

extension FetchMovieDetailsError: RetryAfterReporting {}

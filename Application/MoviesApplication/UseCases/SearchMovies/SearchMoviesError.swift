import MoviesDomain

/// Why a search could not be run.
public enum SearchMoviesError: Error, Hashable, Sendable {
    /// The credential is missing, invalid or revoked.
    case unauthorized
    /// Too many requests, also after retrying. `retryAfter` is how long the service asked us to wait (its `Retry-
    /// After`), when it said so.
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached, failed, or is not at the configured address. `retryAfter` is how long a 503
    /// asked us to wait (its `Retry-After`), when it said so.
    case unavailable(retryAfter: Duration?)
    /// The service refused the request as invalid.
    case rejected
    /// The service answered with something its API does not promise.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// Maps the port's error; a 404 on a list endpoint means the service is not where the configuration says.
    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound: self = .unavailable
        case .unauthorized: self = .unauthorized
        case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .rejected: self = .rejected
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

extension SearchMoviesError: RetryAfterReporting {}

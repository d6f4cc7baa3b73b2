import MoviesDomain

/// Why the popular movies could not be listed.
public enum FetchPopularMoviesError: Error, Hashable, Sendable {
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

    /// Maps the port's error. A list has no id to be not found: a 404 there means the service is not where the
    /// configuration says, so it is reported as unavailable.
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

extension FetchPopularMoviesError: RetryAfterReporting {}

import MoviesDomain

/// Why the popular movies could not be listed.
public enum FetchPopularMoviesError: Error, Hashable, Sendable {
    /// The credential is missing, invalid or revoked.
    case unauthorized
    /// Too many requests, also after retrying.
    case rateLimited
    /// The service could not be reached, failed, or is not at the configured address.
    case unavailable
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
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .rejected: self = .rejected
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

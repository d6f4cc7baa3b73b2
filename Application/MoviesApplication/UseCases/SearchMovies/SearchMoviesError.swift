import MoviesDomain

/// Why a search could not be run.
public enum SearchMoviesError: Error, Hashable, Sendable {
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

    /// Maps the port's error; a 404 on a list endpoint means the service is not where the configuration says.
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

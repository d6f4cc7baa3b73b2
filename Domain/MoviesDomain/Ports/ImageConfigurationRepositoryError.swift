/// Why an ``ImageConfigurationRepository`` could not answer.
public enum ImageConfigurationRepositoryError: Error, Hashable, Sendable {
    /// The credential is missing, invalid or revoked.
    case unauthorized
    /// The service refused because of too many requests, also after retrying.
    case rateLimited
    /// The service could not be reached or failed (5xx, timeout, lost connection).
    case unavailable
    /// The service answered with something that is not what its API promises.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled
}

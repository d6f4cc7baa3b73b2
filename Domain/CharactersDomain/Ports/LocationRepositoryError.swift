/// Why a ``LocationRepository`` could not answer.
public enum LocationRepositoryError: Error, Hashable, Sendable {
    /// The service demanded a credential it did not get (e.g. a gateway in front of the API).
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

/// Why an ``EpisodeRepository`` could not answer.
public enum EpisodeRepositoryError: Error, Hashable, Sendable {
    /// The service demanded a credential it did not get (e.g. a gateway in front of the API).
    case unauthorized
    /// The service refused because of too many requests, also after retrying. `retryAfter` is how long the service
    /// asked us to wait (its `Retry-After`), when it said so.
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached or failed (5xx, timeout, lost connection). `retryAfter` is how long a 503 asked
    /// us to wait (its `Retry-After`), when it said so.
    case unavailable(retryAfter: Duration?)
    /// The service answered with something that is not what its API promises.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled
}

extension EpisodeRepositoryError: RetryAfterReporting {}

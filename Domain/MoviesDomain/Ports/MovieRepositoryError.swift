/// Why a ``MovieRepository`` could not answer.
public enum MovieRepositoryError: Error, Hashable, Sendable {
    /// No movie has this id. Only the id-based calls throw it: an adapter reports a 404 on a list endpoint as
    /// `.unavailable` (the service is not at the configured address).
    case notFound(movieID: Int)
    /// The credential is missing, invalid or revoked.
    case unauthorized
    /// The service refused because of too many requests, also after retrying. `retryAfter` is how long the service
    /// asked us to wait (its `Retry-After`), when it said so.
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached or failed (5xx, timeout, lost connection). `retryAfter` is how long a 503 asked
    /// us to wait (its `Retry-After`), when it said so.
    case unavailable(retryAfter: Duration?)
    /// The service refused the request as invalid (e.g. a page past its limit).
    case rejected
    /// The service answered with something that is not what its API promises.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled
}

extension MovieRepositoryError: RetryAfterReporting {}

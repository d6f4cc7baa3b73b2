/// Why a call to an upstream service (TMDb, the Rick and Morty API) did not answer: the one vocabulary every port
/// error, use-case error and host shares. A port or use case with cases of its own (a `notFound`, a page out of
/// range) holds it once as `.upstream(UpstreamFailure)`; one without throws it as it is. Each host words it in one
/// place, so a new case is a compile error there and nowhere else.
///
/// `cancelled` is here too: it is not the service's doing, but every upstream call can end that way, and every
/// host answers it the same whichever call it was.
public enum UpstreamFailure: Error, Hashable, Sendable {
    /// The service refused the credential, or demanded one it did not get (401, 403).
    case unauthorized
    /// Too many requests, also after retrying. `retryAfter` is how long the service asked us to wait (its
    /// `Retry-After`), when it said so.
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached, failed (408, 5xx, timeout, lost connection), or is not at the configured
    /// address. `retryAfter` is how long a 503 asked us to wait (its `Retry-After`), when it said so.
    case unavailable(retryAfter: Duration?)
    /// The service refused the request as invalid (e.g. a page past its limit).
    case rejected
    /// The service answered with something its API does not promise.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// Rate-limited, without a known wait.
    public static var rateLimited: Self { .rateLimited(retryAfter: nil) }
    /// Unavailable, without a known wait.
    public static var unavailable: Self { .unavailable(retryAfter: nil) }

    /// The case's name (`rateLimited`), as an answer writes the failure where it is data rather than an error: a
    /// movie's `creditsUnavailable` in `marquee --json` and the service's JSON.
    package var name: String {
        switch self {
        case .unauthorized: "unauthorized"
        case .rateLimited: "rateLimited"
        case .unavailable: "unavailable"
        case .rejected: "rejected"
        case .invalidResponse: "invalidResponse"
        case .cancelled: "cancelled"
        }
    }
}

/// An error that carries an ``UpstreamFailure`` as its `upstream` case (the enum case is the witness), so code that
/// only produces upstream failures, such as a stub simulating a scenario, serves every port's error.
///
/// A service's own port error conforms to say what each simulated failure is for its port: an enum with a case
/// `upstream(UpstreamFailure)` conforms as it is; any other writes the function, e.g.
/// `static func upstream(_ failure: UpstreamFailure) -> Self { .unavailable(reason: "\(failure)") }`.
public protocol UpstreamFailureCarrying: Error {
    /// This error for `failure`.
    static func upstream(_ failure: UpstreamFailure) -> Self
}

extension UpstreamFailure: UpstreamFailureCarrying {
    /// The failure itself: a port that has no cases of its own throws ``UpstreamFailure`` as it is.
    public static func upstream(_ failure: UpstreamFailure) -> UpstreamFailure { failure }
}

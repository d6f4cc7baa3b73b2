/// An error that can carry how long a service asked us to wait (its `Retry-After`): it has the cases
/// `rateLimited(retryAfter:)` and `unavailable(retryAfter:)`, which are the witnesses. Conforming gives the
/// shorthands ``rateLimited`` and ``unavailable`` (no known wait), so `error == .unavailable` reads as it says.
public protocol RetryAfterReporting {
    /// Too many requests; `retryAfter` is the wait asked for, when known.
    static func rateLimited(retryAfter: Duration?) -> Self
    /// The service could not be reached or failed; `retryAfter` is the wait asked for, when known.
    static func unavailable(retryAfter: Duration?) -> Self
}

extension RetryAfterReporting {
    /// Rate-limited, without a known wait.
    public static var rateLimited: Self { .rateLimited(retryAfter: nil) }
    /// Unavailable, without a known wait.
    public static var unavailable: Self { .unavailable(retryAfter: nil) }
}

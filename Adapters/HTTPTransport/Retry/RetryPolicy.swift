/// When and how long ``RetryingUpstreamClient`` waits before sending a request again.
///
/// What is sent again, by method (a request is sent again only when sending it twice cannot do harm):
/// - `GET`, `HEAD`, `OPTIONS`, `PUT`, `DELETE` (`retryableMethods`; idempotent, RFC 9110 §9.2.2), and a request
///   whose sender declares it ``UpstreamRequest/isIdempotentInEffect`` (TMDb's rating `POST`: it sets the
///   session's rating of a movie to a value, so a second one leaves the same rating): after a transient failure,
///   a status in `retryableStatusCodes` or a timeout, lost connection or failed connect.
/// - Any other method (`POST`, `PATCH`): only after a failed connect (``UpstreamClientError/cannotConnect``), when
///   no byte of the request left this host. Never after a timeout, a lost connection or any status: the server may
///   have acted on it already.
///
/// The delay before retry *n* (1-based)
/// is the server's `Retry-After` when it sent one, else `min(maxDelay, baseDelay × 2^(n-1))` scaled by a jitter
/// factor drawn uniformly from `1 - jitter ... 1`.
///
/// Two budgets bound one `send`, and when either runs out the client stops and returns the last response (or
/// throws the last error):
/// - `maxTotalDelay` caps the sum of the waits between attempts; a wait that would overrun it is not made.
/// - `maxElapsedTime` is an overall deadline on the whole exchange, attempts included, measured from the start
///   of `send` with the client's injected clock. It is checked before each wait (a wait that would end at or past
///   the deadline is not made) and before each retry (none starts at or past the deadline). It never interrupts
///   an attempt in flight: that is bounded by the wrapped client's own timeout, so one `send` can last up to
///   `maxElapsedTime` plus one attempt.
@available(*, deprecated, message: "package in 2.0.0: use AppDependencies.makeProductionUpstreamClient")
public struct RetryPolicy: Sendable, Hashable {
    /// How many times a request is sent at most, the first time included; 1 disables retrying.
    package var maxAttempts: Int
    /// The backoff delay before the first retry, doubled for each further retry.
    package var baseDelay: Duration
    /// The largest backoff delay (a `Retry-After` may be longer, within ``maxTotalDelay``).
    package var maxDelay: Duration
    /// The most the client waits in total across all retries of one request.
    package var maxTotalDelay: Duration
    /// The deadline for starting another attempt, measured from the start of the request: no wait or retry
    /// begins once this much time has passed (or would have, by the end of the wait).
    package var maxElapsedTime: Duration
    /// The fraction of each backoff delay that is random, 0 (none) through 1 (full jitter).
    package var jitter: Double
    /// The statuses that are retried.
    package var retryableStatusCodes: Set<Int>
    /// The methods that are retried after any transient failure (uppercase): the idempotent ones. A request with
    /// another method is retried so only when it is ``UpstreamRequest/isIdempotentInEffect``, else only after a
    /// failed connect.
    package var retryableMethods: Set<String>

    /// A policy; the defaults are those of ``default``.
    package init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(8),
        maxTotalDelay: Duration = .seconds(20),
        maxElapsedTime: Duration = .seconds(60),
        jitter: Double = 0.5,
        retryableStatusCodes: Set<Int> = [429, 502, 503, 504],
        retryableMethods: Set<String> = ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(.zero, baseDelay)
        self.maxDelay = max(.zero, maxDelay)
        self.maxTotalDelay = max(.zero, maxTotalDelay)
        self.maxElapsedTime = max(.zero, maxElapsedTime)
        self.jitter = min(1, max(0, jitter.isNaN ? 0 : jitter))
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableMethods = Set(retryableMethods.map { $0.uppercased() })
    }

    /// Three attempts, 0.5 s then 1 s backoff with 50 % jitter, at most 20 s of waiting in total, and no retry
    /// started after 60 s.
    public static let `default` = RetryPolicy()

    /// Never retries.
    package static let never = RetryPolicy(maxAttempts: 1)

    /// Whether `request` may be sent again after any transient failure (else only after a failed connect).
    package func retriesAfterAnyTransientFailure(_ request: UpstreamRequest) -> Bool {
        request.isIdempotentInEffect || retryableMethods.contains(request.method.uppercased())
    }

    /// The backoff delay before retry `retry` (1 for the first retry), with `unitRandom` in `0 ..< 1` choosing
    /// where in the jitter range it falls.
    package func backoffDelay(beforeRetry retry: Int, unitRandom: Double) -> Duration {
        let exponent = min(max(0, retry - 1), 62)
        let maxSeconds = maxDelay.seconds
        let uncapped = baseDelay.seconds * Double(UInt64(1) << UInt64(exponent))
        let capped = min(maxSeconds, uncapped)
        let random = min(1, max(0, unitRandom.isNaN ? 0 : unitRandom))
        let factor = 1 - jitter * (1 - random)
        return .seconds(capped * factor)
    }
}

extension Duration {
    /// The duration in seconds as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

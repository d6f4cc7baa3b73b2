import Foundation

/// An ``UpstreamClient`` decorator that sends a request again after a transient failure, as ``RetryPolicy`` says.
///
/// It honours `Retry-After` (seconds, or an HTTP date measured from the injected wall-clock `now`), otherwise backs
/// off exponentially with jitter drawn from the injected `unitRandom`. Waiting goes through the injected `clock`
/// (`ContinuousClock` in production), so tests inject a clock that records delays instead of sleeping. When the
/// attempts, the total-delay budget or the overall deadline (`RetryPolicy.maxElapsedTime`, measured on the same
/// `clock`) run out, the last response is returned (a 503 stays a 503, its `Retry-After` intact for the caller)
/// or the last error thrown. Each retry is reported to `log` as one line without secrets.
///
/// `clock` measures the deadline and does the waiting; `now` only dates an HTTP-date `Retry-After`. A clock that
/// goes backwards counts as no time passing.
@available(*, deprecated, message: "package in 2.0.0: use AppDependencies.makeProductionUpstreamClient")
public struct RetryingUpstreamClient: UpstreamClient {
    private let wrapped: any UpstreamClient
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private let unitRandom: @Sendable () -> Double
    private let log: @Sendable (String) -> Void

    /// A client that retries the requests it passes to `wrapping`.
    /// - Parameters:
    ///   - wrapping: The client that sends each attempt.
    ///   - policy: How many attempts, which answers are retried, and how long to wait between them.
    ///   - clock: Waits between attempts and measures the overall deadline.
    ///   - now: The current wall-clock instant, for `Retry-After` dates.
    ///   - unitRandom: A number in `0 ..< 1` for each backoff's jitter.
    ///   - log: Receives one redacted line per retry and per retry given up.
    public init(
        wrapping: any UpstreamClient,
        policy: RetryPolicy = .default,
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        unitRandom: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.wrapped = wrapping
        self.policy = policy
        self.clock = clock
        self.now = now
        self.unitRandom = unitRandom
        self.log = log
    }

    /// Sends `request`, retrying it while the policy allows.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        try await sendRetrying(request, on: self.clock)
    }

    /// ``send(_:)`` with the clock opened, so that its instants can be compared.
    private func sendRetrying<C: Clock<Duration>>(
        _ request: UpstreamRequest, on timer: C
    ) async throws(UpstreamClientError)
        -> UpstreamResponse
    {
        let isIdempotent = policy.retriesAfterAnyTransientFailure(request)
        let start = timer.now
        /// The time since `start`; a clock that went backwards counts as no time.
        func elapsed() -> Duration { max(.zero, start.duration(to: timer.now)) }
        var attempt = 1
        var waited = Duration.zero
        while true {
            if Task.isCancelled { throw .cancelled }
            let outcome: Result<UpstreamResponse, UpstreamClientError>
            do {
                outcome = .success(try await wrapped.send(request))
            } catch {
                outcome = .failure(error)
            }
            guard let (delay, reason) = retryDelay(after: outcome, retry: attempt, isIdempotent: isIdempotent) else {
                return try outcome.get()
            }
            guard attempt < policy.maxAttempts else {
                emit("giving up on \(request) after \(reason): \(attempt) attempts made")
                return try outcome.get()
            }
            guard waited + delay <= policy.maxTotalDelay else {
                emit(
                    "giving up on \(request) after \(reason): waiting \(delay) would exceed the retry budget "
                        + "of \(policy.maxTotalDelay)"
                )
                return try outcome.get()
            }
            guard elapsed() + delay < policy.maxElapsedTime else {
                emit(
                    "giving up on \(request) after \(reason): waiting \(delay) would reach the deadline "
                        + "of \(policy.maxElapsedTime)"
                )
                return try outcome.get()
            }
            emit("retrying \(request) after \(reason) in \(delay) (attempt \(attempt + 1) of \(policy.maxAttempts))")
            do {
                try await timer.sleep(for: delay)
            } catch {
                throw .cancelled
            }
            waited += delay
            attempt += 1
            guard elapsed() < policy.maxElapsedTime else {
                emit("giving up on \(request) after \(reason): the deadline of \(policy.maxElapsedTime) has passed")
                return try outcome.get()
            }
        }
    }

    /// The delay before the next attempt and why, or `nil` when the outcome is not worth retrying, or when the
    /// request is not idempotent and may have reached the server (anything but a failed connect).
    private func retryDelay(
        after outcome: Result<UpstreamResponse, UpstreamClientError>, retry: Int, isIdempotent: Bool
    ) -> (Duration, String)? {
        switch outcome {
        case .failure(let error):
            guard error.isTransient, isIdempotent || error == .cannotConnect else { return nil }
            return (policy.backoffDelay(beforeRetry: retry, unitRandom: unitRandom()), "\(error)")
        case .success(let response):
            guard isIdempotent, policy.retryableStatusCodes.contains(response.statusCode) else { return nil }
            let reason = "status \(response.statusCode)"
            if let value = response.header("Retry-After"), let retryAfter = RetryAfter(headerValue: value) {
                return (retryAfter.delay(from: now()), reason + " with Retry-After \(value)")
            }
            return (policy.backoffDelay(beforeRetry: retry, unitRandom: unitRandom()), reason)
        }
    }

    private func emit(_ line: String) {
        log(Redactor.redact(text: line))
    }
}

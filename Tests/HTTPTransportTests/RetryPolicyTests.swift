import HTTPTransport
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    @Test("the default policy makes three attempts on 429, 502, 503 and 504 for idempotent methods")
    func defaults() {
        // Given / When
        let policy = RetryPolicy.default

        // Then
        #expect(policy.maxAttempts == 3)
        #expect(policy.retryableStatusCodes == [429, 502, 503, 504])
        #expect(policy.retryableMethods == ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"])
        #expect(policy.maxTotalDelay == .seconds(20))
        #expect(policy.maxElapsedTime == .seconds(60))
    }

    @Test("out-of-range settings are clamped instead of trapping")
    func clamping() {
        // Given / When
        let policy = RetryPolicy(maxAttempts: -3, baseDelay: .seconds(-1), maxElapsedTime: .seconds(-5), jitter: 7)

        // Then
        #expect(policy.maxAttempts == 1)
        #expect(policy.maxElapsedTime == .zero)
        #expect(policy.baseDelay == .zero)
        #expect(policy.jitter == 1)
    }

    @Test("the backoff of a very late retry stays at maxDelay without overflowing")
    func lateRetry() {
        // Given
        let policy = RetryPolicy(baseDelay: .seconds(1), maxDelay: .seconds(8), jitter: 0)

        // When
        let delay = policy.backoffDelay(beforeRetry: 500, unitRandom: 0.3)

        // Then
        #expect(delay == .seconds(8))
    }
}

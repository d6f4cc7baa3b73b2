import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("RetryingUpstreamClient")
struct RetryingUpstreamClientTests {
    private let request = UpstreamRequest(url: URL(string: "https://api.example.com/3/movie/550?api_key=SECRET-KEY")!)
    /// 2023-11-14T22:13:20Z.
    private let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

    private func client(
        _ wrapped: ScriptedUpstreamClient, policy: RetryPolicy = .default, clock: TestClock,
        random: Double = 1, log: LogRecorder = LogRecorder()
    ) -> RetryingUpstreamClient {
        let now = fixedNow
        return RetryingUpstreamClient(
            wrapping: wrapped, policy: policy, clock: clock, now: { now }, unitRandom: { random },
            log: { log.record($0) }
        )
    }

    @Test("a 503 followed by a 200 is retried once with the base backoff delay", arguments: [429, 502, 503, 504])
    func retriesRetryableStatus(status: Int) async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [status, 200])
        let clock = TestClock()
        let client = client(wrapped, clock: clock)

        // When
        let response = try await client.send(request)

        // Then
        #expect(response.statusCode == 200)
        #expect(wrapped.requests.count == 2)
        #expect(clock.sleeps == [.milliseconds(500)])
    }

    @Test("statuses that retrying cannot fix are returned at once", arguments: [200, 400, 401, 404, 422, 500, 501])
    func doesNotRetryOtherStatus(status: Int) async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [status, 200])
        let clock = TestClock()

        // When
        let response = try await client(wrapped, clock: clock).send(request)

        // Then
        #expect(response.statusCode == status)
        #expect(wrapped.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("non-idempotent methods are never retried", arguments: ["POST", "PATCH", "post"])
    func doesNotRetryNonIdempotentMethods(method: String) async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [503, 200])
        let clock = TestClock()
        var post = request
        post.method = method

        // When
        let response = try await client(wrapped, clock: clock).send(post)

        // Then
        #expect(response.statusCode == 503)
        #expect(wrapped.requests.count == 1)
    }

    @Test("idempotent methods are retried", arguments: ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "get"])
    func retriesIdempotentMethods(method: String) async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [503, 204])
        var idempotent = request
        idempotent.method = method

        // When
        let response = try await client(wrapped, clock: TestClock()).send(idempotent)

        // Then
        #expect(response.statusCode == 204)
        #expect(wrapped.requests.count == 2)
    }

    @Test("backoff doubles per retry, is capped by maxDelay, and the last response comes back when attempts run out")
    func exponentialBackoffUntilAttemptsRunOut() async throws {
        // Given
        let policy = RetryPolicy(
            maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(3), maxTotalDelay: .seconds(100), jitter: 0.5
        )
        let wrapped = ScriptedUpstreamClient(statuses: [503])
        let clock = TestClock()

        // When
        let response = try await client(wrapped, policy: policy, clock: clock, random: 1).send(request)

        // Then
        #expect(response.statusCode == 503)
        #expect(wrapped.requests.count == 5)
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test("jitter scales each backoff delay by a factor from 1 - jitter to 1, drawn from the injected source")
    func jitterComesFromTheRandomSource() async throws {
        // Given
        let policy = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(2), maxDelay: .seconds(60), jitter: 0.5)
        let clock = TestClock()

        // When
        _ = try await client(ScriptedUpstreamClient(statuses: [502]), policy: policy, clock: clock, random: 0)
            .send(request)

        // Then
        #expect(clock.sleeps == [.seconds(1), .seconds(2)])
    }

    @Test("Retry-After in seconds replaces the backoff delay")
    func honoursRetryAfterSeconds() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient([
            .success(UpstreamResponse(statusCode: 429, headers: ["retry-after": "7"])),
            .success(UpstreamResponse(statusCode: 200)),
        ])
        let clock = TestClock()

        // When
        let response = try await client(wrapped, clock: clock).send(request)

        // Then
        #expect(response.statusCode == 200)
        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test("Retry-After as an HTTP date waits until that instant, measured from the injected now")
    func honoursRetryAfterDate() async throws {
        // Given: now is 22:13:20 GMT, the server asks to come back at 22:13:32 GMT.
        let wrapped = ScriptedUpstreamClient([
            .success(UpstreamResponse(statusCode: 503, headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:32 GMT"])),
            .success(UpstreamResponse(statusCode: 200)),
        ])
        let clock = TestClock()

        // When
        _ = try await client(wrapped, clock: clock).send(request)

        // Then
        #expect(clock.sleeps == [.seconds(12)])
    }

    @Test("a Retry-After date in the past retries without waiting")
    func retryAfterDateInThePast() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient([
            .success(UpstreamResponse(statusCode: 503, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"])),
            .success(UpstreamResponse(statusCode: 200)),
        ])
        let clock = TestClock()

        // When
        let response = try await client(wrapped, clock: clock).send(request)

        // Then
        #expect(response.statusCode == 200)
        #expect(clock.sleeps == [.zero])
    }

    @Test("an unreadable Retry-After falls back to the backoff delay")
    func unreadableRetryAfter() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient([
            .success(UpstreamResponse(statusCode: 429, headers: ["Retry-After": "soon"])),
            .success(UpstreamResponse(statusCode: 200)),
        ])
        let clock = TestClock()

        // When
        _ = try await client(wrapped, clock: clock).send(request)

        // Then
        #expect(clock.sleeps == [.milliseconds(500)])
    }

    @Test("a Retry-After beyond the remaining budget stops retrying and returns that response without sleeping")
    func retryAfterBeyondBudget() async throws {
        // Given
        let policy = RetryPolicy(maxAttempts: 5, maxTotalDelay: .seconds(10))
        let wrapped = ScriptedUpstreamClient([
            .success(UpstreamResponse(statusCode: 429, headers: ["Retry-After": "3600"])),
            .success(UpstreamResponse(statusCode: 200)),
        ])
        let clock = TestClock()
        let log = LogRecorder()

        // When
        let response = try await client(wrapped, policy: policy, clock: clock, log: log).send(request)

        // Then
        #expect(response.statusCode == 429)
        #expect(response.header("Retry-After") == "3600")
        #expect(wrapped.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.contains("giving up") == true)
    }

    @Test("the total delay never exceeds the budget: the retry that would overrun it is not made")
    func totalDelayBudget() async throws {
        // Given: 1 s + 2 s fit in 4 s, the next 4 s would not.
        let policy = RetryPolicy(
            maxAttempts: 10, baseDelay: .seconds(1), maxDelay: .seconds(60), maxTotalDelay: .seconds(4), jitter: 0
        )
        let wrapped = ScriptedUpstreamClient(statuses: [504])
        let clock = TestClock()

        // When
        let response = try await client(wrapped, policy: policy, clock: clock).send(request)

        // Then
        #expect(response.statusCode == 504)
        #expect(clock.sleeps == [.seconds(1), .seconds(2)])
        #expect(wrapped.requests.count == 3)
    }

    @Test("the deadline stops a wait that would end past it: slow attempts use up the time, not only the sleeps")
    func deadlineBeforeSleep() async throws {
        // Given: each attempt takes 4 s on the fake clock; waits are 1 s, then 2 s. Attempt 1 ends at 4 s, the
        // wait to 5 s fits the 10 s deadline, attempt 2 ends at 9 s, and a wait to 11 s would pass the deadline.
        let policy = RetryPolicy(
            maxAttempts: 10, baseDelay: .seconds(1), maxDelay: .seconds(60), maxTotalDelay: .seconds(100),
            maxElapsedTime: .seconds(10), jitter: 0
        )
        let clock = TestClock(timePassingPerSleep: { $0 })
        let wrapped = ScriptedUpstreamClient(statuses: [503]) { _ in clock.advance(by: .seconds(4)) }
        let log = LogRecorder()
        let client = RetryingUpstreamClient(
            wrapping: wrapped, policy: policy, clock: clock, now: { [fixedNow] in fixedNow }, unitRandom: { 1 },
            log: { log.record($0) }
        )

        // When
        let response = try await client.send(request)

        // Then
        #expect(response.statusCode == 503)
        #expect(wrapped.requests.count == 2)
        #expect(clock.sleeps == [.seconds(1)])
        #expect(log.lines.last?.contains("would reach the deadline of 10.0 seconds") == true)
    }

    @Test("the deadline is checked again before each retry: a wait that overran it ends the retries")
    func deadlineBeforeAttempt() async throws {
        // Given: the wait of 1 s takes 30 s on the fake clock (a suspended machine), past the 10 s deadline.
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: .seconds(1), maxElapsedTime: .seconds(10), jitter: 0)
        let wrapped = ScriptedUpstreamClient([.failure(.timedOut), .success(UpstreamResponse(statusCode: 200))])
        let clock = TestClock(timePassingPerSleep: { _ in .seconds(30) })
        let log = LogRecorder()
        let client = RetryingUpstreamClient(
            wrapping: wrapped, policy: policy, clock: clock, now: { [fixedNow] in fixedNow }, unitRandom: { 1 },
            log: { log.record($0) }
        )

        // When
        let thrown = await #expect(throws: UpstreamClientError.self) {
            try await client.send(request)
        }

        // Then
        #expect(thrown == .timedOut)
        #expect(wrapped.requests.count == 1)
        #expect(clock.sleeps == [.seconds(1)])
        #expect(log.lines.last?.contains("the deadline of 10.0 seconds has passed") == true)
    }

    @Test("within the deadline the other limits decide, and a clock that goes backwards counts as no time")
    func deadlineNotReached() async throws {
        // Given: the clock jumps back an hour on every attempt.
        let policy = RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxElapsedTime: .seconds(10), jitter: 0)
        let clock = TestClock(timePassingPerSleep: { $0 })
        let wrapped = ScriptedUpstreamClient(statuses: [502, 502, 502, 200]) { _ in clock.advance(by: .seconds(-3600)) }
        let client = RetryingUpstreamClient(
            wrapping: wrapped, policy: policy, clock: clock, now: { [fixedNow] in fixedNow }, unitRandom: { 1 }
        )

        // When
        let response = try await client.send(request)

        // Then
        #expect(response.statusCode == 200)
        #expect(wrapped.requests.count == 4)
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test(
        "transient network errors are retried",
        arguments: [UpstreamClientError.timedOut, .connectionLost, .cannotConnect])
    func retriesTransientErrors(error: UpstreamClientError) async throws {
        // Given
        let wrapped = ScriptedUpstreamClient([.failure(error), .success(UpstreamResponse(statusCode: 200))])
        let clock = TestClock()

        // When
        let response = try await client(wrapped, clock: clock).send(request)

        // Then
        #expect(response.statusCode == 200)
        #expect(clock.sleeps.count == 1)
    }

    @Test(
        "other errors are thrown at once",
        arguments: [
            UpstreamClientError.cancelled, .invalidResponse, .invalidRequest, .secureConnectionFailed,
            .failed(code: -1),
        ]
    )
    func doesNotRetryOtherErrors(error: UpstreamClientError) async throws {
        // Given
        let wrapped = ScriptedUpstreamClient([.failure(error), .success(UpstreamResponse(statusCode: 200))])

        // When
        let thrown = await #expect(throws: UpstreamClientError.self) {
            try await client(wrapped, clock: TestClock()).send(request)
        }

        // Then
        #expect(thrown == error)
        #expect(wrapped.requests.count == 1)
    }

    @Test("when every attempt times out, the last error is thrown")
    func retriesExhaustedWithErrors() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient([.failure(.cannotConnect), .failure(.timedOut)])
        let clock = TestClock()

        // When
        let thrown = await #expect(throws: UpstreamClientError.self) {
            try await client(wrapped, clock: clock).send(request)
        }

        // Then
        #expect(thrown == .timedOut)
        #expect(wrapped.requests.count == 3)
        #expect(clock.sleeps.count == 2)
    }

    @Test("a cancellation while waiting ends the retries with .cancelled")
    func cancellationDuringSleep() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [503])
        let clock = TestClock(cancelsCallersFromSleep: 1)
        let (client, request) = (client(wrapped, clock: clock), request)

        // When: the first wait cancels the task that sends.
        let task = Task { try await client.send(request) }
        let thrown = await #expect(throws: UpstreamClientError.self) { try await task.value }

        // Then
        #expect(thrown == .cancelled)
        #expect(wrapped.requests.count == 1)
    }

    @Test("a task cancelled before sending sends nothing")
    func cancelledBeforeSending() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [200])
        let client = client(wrapped, clock: TestClock())
        let request = request

        // When
        let task = Task { () async throws(UpstreamClientError) -> UpstreamResponse in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(request)
        }
        let result = await task.result

        // Then
        #expect(throws: UpstreamClientError.cancelled) { try result.get() }
        #expect(wrapped.requests.isEmpty)
    }

    @Test("RetryPolicy.never sends once")
    func neverPolicy() async throws {
        // Given
        let wrapped = ScriptedUpstreamClient(statuses: [503, 200])

        // When
        let response = try await client(wrapped, policy: .never, clock: TestClock()).send(request)

        // Then
        #expect(response.statusCode == 503)
        #expect(wrapped.requests.count == 1)
    }

    @Test("each retry is logged on one line that names the request without its api_key")
    func logLinesAreRedacted() async throws {
        // Given
        var request = request
        request.headers["Authorization"] = "Bearer SECRET-TOKEN"
        let log = LogRecorder()
        let wrapped = ScriptedUpstreamClient(statuses: [503])

        // When
        _ = try await client(wrapped, clock: TestClock(), log: log).send(request)

        // Then
        #expect(log.lines.count == 3)
        #expect(log.lines[0].hasPrefix("retrying GET https://api.example.com/3/movie/550?api_key=<redacted>"))
        #expect(log.lines[2].contains("giving up"))
        for line in log.lines {
            #expect(!line.contains("SECRET"))
        }
    }
}

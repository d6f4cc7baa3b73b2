/// The one waiting mechanism of the UI tests: ask again and again until an answer comes or a deadline on `clock`
/// passes. Tests never sleep; robots and process handles wait through this.
///
/// The first retry comes soon (most answers are a moment away: a page that is loading, a process that is
/// exiting) and the pauses double up to `interval`, so a long wait does not keep the browser busy answering.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public struct Poller: Sendable {
    /// How long any one check, arrival or action may wait: one shared timeout for the whole suite.
    public static let defaultTimeout: Duration = .seconds(10)

    /// How long a wait lasts at most.
    public var timeout: Duration = Poller.defaultTimeout
    /// The longest pause between two attempts.
    public var interval: Duration = .milliseconds(50)
    /// The first pause, doubled after each attempt up to `interval`.
    public var firstInterval: Duration = .milliseconds(2)
    /// The clock the deadline and the pauses are on (a test clock in the kit's own tests).
    public var clock: any Clock<Duration> = ContinuousClock()

    /// A poller waiting up to `timeout`, pausing `firstInterval` first and doubling up to `interval`, on `clock`.
    public init(
        timeout: Duration = Poller.defaultTimeout, interval: Duration = .milliseconds(50),
        firstInterval: Duration = .milliseconds(2), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.timeout = timeout
        self.interval = interval
        self.firstInterval = firstInterval
        self.clock = clock
    }

    /// Calls `attempt` until it returns a value (returned) or the deadline passes (`nil`). `attempt` runs at
    /// least once, also with a zero timeout. Errors from `attempt` end the wait at once.
    public func poll<Value: Sendable>(
        _ attempt: () async throws -> Value?
    ) async throws -> Value? {
        try await poll(clock: clock, attempt)
    }

    private func poll<C: Clock<Duration>, Value: Sendable>(
        clock: C, _ attempt: () async throws -> Value?
    ) async throws -> Value? {
        let deadline = clock.now.advanced(by: timeout)
        var pause = min(firstInterval, interval)
        while true {
            if let value = try await attempt() { return value }
            guard clock.now < deadline else { return nil }
            try await clock.sleep(for: pause, tolerance: nil)
            pause = min(pause * 2, interval)
        }
    }
}

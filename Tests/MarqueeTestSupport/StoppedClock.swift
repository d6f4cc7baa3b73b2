/// A `Clock` on which time never passes: every sleep lasts until its task is cancelled, and then throws
/// `CancellationError`. Inject it where a timeout must not fire while a test runs, so that the other outcome (an
/// answer, a failure) comes first by construction, never by winning a race against a real timer on a busy machine.
/// ``TestClock`` is its opposite: there every sleep returns at once, so the timeout comes first.
public struct StoppedClock: Clock {
    /// Instants on the same scale as ``TestClock``'s.
    public typealias Instant = TestClock.Instant

    /// A clock stopped at its start.
    public init() {}

    /// Always the clock's start.
    public var now: Instant { Instant(offset: .zero) }

    /// The clock has no granularity.
    public var minimumResolution: Duration { .zero }

    /// Returns only by throwing `CancellationError`, once the calling task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        // A day at a time on the task's own sleep, which throws as soon as the task is cancelled.
        while true { try await Task.sleep(for: .seconds(86_400)) }
    }
}

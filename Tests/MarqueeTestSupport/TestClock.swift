import Synchronization

/// A deterministic `Clock` for tests: every sleep is recorded and returns at once, so nothing waits for real, and
/// time moves only when a test says so (``advance(by:)``, or `timePassingPerSleep`). Inject it wherever production
/// code takes `any Clock<Duration>` (a `RetryingUpstreamClient`'s backoff and deadline, a stub's scenario delay).
///
/// Like a real clock it throws `CancellationError` when the sleeping task is cancelled. With
/// `cancelsCallersFromSleep: n`, sleep number *n* (1-based) and every later one cancel the task that asked for it, as
/// if the caller went away in the middle of the wait, deterministically; with `reportsCancellation: false` that sleep
/// then returns normally instead of throwing, the way a careless clock would, so a test can see the caller notice
/// anyway.
public final class TestClock: Clock, Sendable {
    /// An instant on a ``TestClock``: how far it is from the clock's start.
    public struct Instant: InstantProtocol {
        /// The time since the clock's start (negative when a test moved the clock back past it).
        public var offset: Duration

        /// The instant `offset` from the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleeps: [Duration] = []
    }

    private let state = Mutex(State())
    private let cancelsCallersFromSleep: Int?
    private let reportsCancellation: Bool
    private let timePassingPerSleep: @Sendable (Duration) -> Duration

    /// A clock at its start with no sleeps recorded.
    /// - Parameters:
    ///   - cancelsCallersFromSleep: The first sleep (1-based) that cancels its caller; `nil` for none.
    ///   - reportsCancellation: Whether a sleep of a cancelled task throws `CancellationError` (a real clock does).
    ///   - timePassingPerSleep: How far each sleep moves the clock, given the duration asked for: by default not at
    ///     all; `{ $0 }` for exactly the wait, `{ _ in .seconds(30) }` for a machine that was suspended meanwhile.
    public init(
        cancelsCallersFromSleep: Int? = nil, reportsCancellation: Bool = true,
        timePassingPerSleep: @escaping @Sendable (Duration) -> Duration = { _ in .zero }
    ) {
        self.cancelsCallersFromSleep = cancelsCallersFromSleep
        self.reportsCancellation = reportsCancellation
        self.timePassingPerSleep = timePassingPerSleep
    }

    /// The current instant.
    public var now: Instant { state.withLock(\.now) }

    /// The clock has no granularity.
    public var minimumResolution: Duration { .zero }

    /// Every wait asked for so far (deadline minus the instant of the call), in the order the calls arrived.
    public var sleeps: [Duration] { state.withLock(\.sleeps) }

    /// Moves the clock by `duration` (backwards when negative).
    public func advance(by duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: duration) }
    }

    /// Records the wait until `deadline`, moves the clock by `timePassingPerSleep` of it and returns at once;
    /// throws `CancellationError` when the calling task is (or, from sleep `cancelsCallersFromSleep` on, has just
    /// been) cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let count = state.withLock { state in
            let wait = state.now.duration(to: deadline)
            state.sleeps.append(wait)
            state.now = state.now.advanced(by: timePassingPerSleep(wait))
            return state.sleeps.count
        }
        if let cancelsCallersFromSleep, count >= cancelsCallersFromSleep {
            withUnsafeCurrentTask { $0?.cancel() }
        }
        if reportsCancellation, Task.isCancelled { throw CancellationError() }
    }
}

/// Functions that tell the time passed on a clock since they were made: the clock opened once, so that its instants
/// can be compared, whatever `any Clock<Duration>` was injected.
package enum Stopwatch {
    /// The time passed on `clock` since this call.
    package static func started(on clock: any Clock<Duration>) -> @Sendable () -> Duration {
        started(opening: clock)
    }

    private static func started<C: Clock<Duration>>(opening clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}

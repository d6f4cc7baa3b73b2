import MarqueeTestSupport
import Testing

/// The deterministic clock the tests inject wherever production code waits on `ContinuousClock`.
@Suite("TestClock")
struct TestClockTests {
    @Test("The test clock records every delay in order and returns at once")
    func recordsSleeps() async throws {
        // Given
        let clock = TestClock()

        // When
        try await clock.sleep(for: .seconds(30))
        try await clock.sleep(for: .milliseconds(5))

        // Then
        #expect(clock.sleeps == [.seconds(30), .milliseconds(5)])
    }

    @Test("The test clock reports a cancelled caller, and records the delay asked for")
    func recordsSleepsCancelled() async throws {
        // Given
        let clock = TestClock()

        // When
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(30))
        }

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeps == [.seconds(30)])
    }

    @Test("A test clock that cancels its caller does so during the wait, and reports it")
    func recordsSleepsCancelsCaller() async throws {
        // Given
        let clock = TestClock(cancelsCallersFromSleep: 1)

        // When
        let task = Task { () -> Bool in
            let cancelledBefore = Task.isCancelled
            do {
                try await clock.sleep(for: .milliseconds(40))
            } catch {
                return !cancelledBefore && Task.isCancelled
            }
            return false
        }

        // Then
        #expect(await task.value, "not cancelled before the wait, cancelled and thrown during it")
        #expect(clock.sleeps == [.milliseconds(40)])
    }

    @Test("The test clock moves only as told: by each sleep as configured, and by advance(by:)")
    func timePassing() async throws {
        // Given
        let clock = TestClock(timePassingPerSleep: { $0 * 2 })
        let start = clock.now

        // When
        try await clock.sleep(for: .seconds(3))
        clock.advance(by: .seconds(-1))

        // Then
        #expect(start.duration(to: clock.now) == .seconds(5))
        #expect(clock.sleeps == [.seconds(3)])
    }
}

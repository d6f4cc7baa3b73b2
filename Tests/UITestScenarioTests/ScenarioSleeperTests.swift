import Testing
import UITestScenario

/// The sleepers. None of these tests measures elapsed time: the task sleeper is checked by what it returns or
/// throws, and a sleep that ignored cancellation would hang into the time limit instead of passing.
@Suite("Scenario sleepers")
struct ScenarioSleeperTests {
    @Test("The recording sleeper records every delay in order and returns at once")
    func recordingSleeper() async throws {
        // Given
        let sleeper = RecordingScenarioSleeper()

        // When
        try await sleeper.sleep(for: .seconds(30))
        try await sleeper.sleep(for: .milliseconds(5))

        // Then
        #expect(sleeper.sleeps == [.seconds(30), .milliseconds(5)])
    }

    @Test("The recording sleeper reports a cancelled caller, and records the delay asked for")
    func recordingSleeperCancelled() async throws {
        // Given
        let sleeper = RecordingScenarioSleeper()

        // When
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await sleeper.sleep(for: .seconds(30))
        }

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(sleeper.sleeps == [.seconds(30)])
    }

    @Test("A recording sleeper that cancels its caller does so during the wait, and reports it")
    func recordingSleeperCancelsCaller() async throws {
        // Given
        let sleeper = RecordingScenarioSleeper(cancelsCaller: true)

        // When
        let task = Task { () -> Bool in
            let cancelledBefore = Task.isCancelled
            do {
                try await sleeper.sleep(for: .milliseconds(40))
            } catch {
                return !cancelledBefore && Task.isCancelled
            }
            return false
        }

        // Then
        #expect(await task.value, "not cancelled before the wait, cancelled and thrown during it")
        #expect(sleeper.sleeps == [.milliseconds(40)])
    }

    @Test(
        "The task sleeper returns without an error for a zero, negative or one-nanosecond delay",
        .timeLimit(.minutes(1)), arguments: [Duration.zero, .milliseconds(-5), .nanoseconds(1)])
    func taskSleeperShortDelays(duration: Duration) async throws {
        // Given
        let sleeper = TaskScenarioSleeper()

        // When / Then
        try await sleeper.sleep(for: duration)
    }

    @Test(
        "The task sleeper throws at once for a task cancelled before it sleeps, whatever the delay",
        .timeLimit(.minutes(1)), arguments: [Duration.zero, .seconds(3600)])
    func taskSleeperCancelledBefore(duration: Duration) async {
        // Given
        let sleeper = TaskScenarioSleeper()

        // When
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await sleeper.sleep(for: duration)
        }

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("The task sleeper stops an hour's wait when its task is cancelled meanwhile", .timeLimit(.minutes(1)))
    func taskSleeperCancelledDuring() async {
        // Given
        let sleeper = TaskScenarioSleeper()
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            startedContinuation.yield()
            try await sleeper.sleep(for: .seconds(3600))
        }
        for await _ in started { break }

        // When
        task.cancel()

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

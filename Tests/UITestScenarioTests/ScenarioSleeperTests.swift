import Testing
import UITestScenario

@Suite("Scenario sleepers")
struct ScenarioSleeperTests {
    @Test("The recording sleeper records every delay in order and returns at once")
    func recordingSleeper() async {
        // Given
        let sleeper = RecordingScenarioSleeper()

        // When
        await sleeper.sleep(for: .seconds(30))
        await sleeper.sleep(for: .milliseconds(5))

        // Then
        #expect(sleeper.sleeps == [.seconds(30), .milliseconds(5)])
    }

    @Test("The task sleeper returns at once for a zero delay")
    func taskSleeperZero() async {
        // Given
        let sleeper = TaskScenarioSleeper()
        let clock = ContinuousClock()

        // When
        let elapsed = await clock.measure { await sleeper.sleep(for: .zero) }

        // Then
        #expect(elapsed < .seconds(5))
    }

    @Test("The task sleeper stops waiting when its task is cancelled", .timeLimit(.minutes(1)))
    func taskSleeperCancelled() async {
        // Given
        let sleeper = TaskScenarioSleeper()

        // When
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await sleeper.sleep(for: .seconds(3600))
            return Task.isCancelled
        }
        let wasCancelled = await task.value

        // Then
        #expect(wasCancelled)
    }
}

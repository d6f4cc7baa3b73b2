/// The real ``ScenarioSleeper``: `Task.sleep`. Cancellation ends the wait early; the stub then answers at once.
public struct TaskScenarioSleeper: ScenarioSleeper {
    /// A sleeper.
    public init() {}

    /// Sleeps `duration` on the continuous clock.
    public func sleep(for duration: Duration) async {
        guard duration > .zero else { return }
        try? await Task.sleep(for: duration)
    }
}

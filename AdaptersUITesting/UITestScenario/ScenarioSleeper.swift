/// Waits on behalf of a stub that simulates a slow service. Injected, so that tests record the delays instead of
/// sleeping: ``TaskScenarioSleeper`` is the only implementation that really sleeps.
public protocol ScenarioSleeper: Sendable {
    /// Waits `duration`, or less if the task is cancelled.
    func sleep(for duration: Duration) async
}

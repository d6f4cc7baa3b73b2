/// Waits on behalf of a stub that simulates a slow service. Injected, so that tests record the delays instead of
/// sleeping: ``TaskScenarioSleeper`` is the only implementation that really sleeps.
public protocol ScenarioSleeper: Sendable {
    /// Waits `duration`. Throws `CancellationError` as soon as the calling task is cancelled, before or during the
    /// wait, so the stub waiting can answer its port's `.cancelled` at once.
    func sleep(for duration: Duration) async throws(CancellationError)
}

/// The real ``ScenarioSleeper``: `Task.sleep` on the continuous clock. Cancellation ends the wait early with a
/// `CancellationError`.
public struct TaskScenarioSleeper: ScenarioSleeper {
    /// A sleeper.
    public init() {}

    /// Sleeps `duration` (not at all when it is zero or negative); throws `CancellationError` if the task is
    /// cancelled before or during the wait.
    public func sleep(for duration: Duration) async throws(CancellationError) {
        guard duration > .zero else {
            if Task.isCancelled { throw CancellationError() }
            return
        }
        do {
            try await Task.sleep(for: duration)
        } catch {
            // `Task.sleep` throws only when the task is cancelled.
            throw CancellationError()
        }
    }
}

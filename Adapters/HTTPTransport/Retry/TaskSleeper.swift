/// The real ``Sleeper``: `Task.sleep(for:)` on the continuous clock.
public struct TaskSleeper: Sleeper {
    /// A sleeper.
    public init() {}

    /// Sleeps for `duration`, or throws `CancellationError` as soon as the task is cancelled.
    public func sleep(for duration: Duration) async throws(CancellationError) {
        do {
            try await Task.sleep(for: duration)
        } catch {
            throw CancellationError()
        }
    }
}

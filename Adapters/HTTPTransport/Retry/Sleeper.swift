/// Waits between retries. Injected so that tests record the delays instead of sleeping.
public protocol Sleeper: Sendable {
    /// Suspends for `duration`; throws when the calling task is cancelled meanwhile.
    func sleep(for duration: Duration) async throws(CancellationError)
}

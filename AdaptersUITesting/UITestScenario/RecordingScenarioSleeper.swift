import Synchronization

/// A ``ScenarioSleeper`` for tests: records every requested delay and returns at once, so nothing sleeps. Like a
/// real sleeper it throws `CancellationError` when the calling task is cancelled.
///
/// With `cancelsCaller`, every wait cancels the task that asked for it and then reports the cancellation: the
/// caller goes away in the middle of the delay, deterministically and without waiting, so a test can see what a
/// stub does then.
public final class RecordingScenarioSleeper: ScenarioSleeper {
    private let recorded = Mutex<[Duration]>([])
    private let cancelsCaller: Bool

    /// A sleeper with nothing recorded; with `cancelsCaller`, one that cancels its caller during every wait.
    public init(cancelsCaller: Bool = false) {
        self.cancelsCaller = cancelsCaller
    }

    /// Every delay asked for so far, in the order the calls arrived.
    public var sleeps: [Duration] { recorded.withLock { $0 } }

    /// Records `duration` and returns without waiting; throws `CancellationError` if the calling task is (or, with
    /// `cancelsCaller`, has just been) cancelled.
    public func sleep(for duration: Duration) async throws(CancellationError) {
        recorded.withLock { $0.append(duration) }
        if cancelsCaller {
            withUnsafeCurrentTask { $0?.cancel() }
        }
        if Task.isCancelled { throw CancellationError() }
    }
}

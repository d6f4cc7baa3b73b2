import Synchronization

/// A ``ScenarioSleeper`` for tests: records every requested delay and returns at once, so nothing sleeps.
public final class RecordingScenarioSleeper: ScenarioSleeper {
    private let recorded = Mutex<[Duration]>([])

    /// A sleeper with nothing recorded.
    public init() {}

    /// Every delay asked for so far, in the order the calls arrived.
    public var sleeps: [Duration] { recorded.withLock { $0 } }

    /// Records `duration` and returns without waiting.
    public func sleep(for duration: Duration) async {
        recorded.withLock { $0.append(duration) }
    }
}

import HTTPTransport
import UITestScenario

/// A sleeper that returns at once, for both sides: the stub's scenario delays and the retrying client's backoff.
/// Contract tests never sleep, also when the 503 condition makes the client use up all its retries. Like a real
/// sleeper it throws `CancellationError` when its task is cancelled. (Not the UITestScenario's recording sleeper:
/// this one serves both sleeper protocols and keeps no log.)
struct ImmediateSleeper: ScenarioSleeper, Sleeper {
    func sleep(for duration: Duration) async throws(CancellationError) {
        if Task.isCancelled { throw CancellationError() }
    }
}

import UITestScenario

/// A sleeper that cancels its caller during the wait but, unlike a well-behaved one, returns normally: the
/// simulator must notice the cancellation all the same.
struct SilentlyCancellingSleeper: ScenarioSleeper {
    func sleep(for duration: Duration) async throws(CancellationError) {
        withUnsafeCurrentTask { $0?.cancel() }
    }
}

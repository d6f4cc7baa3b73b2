import Synchronization

/// Applies a ``Scenario`` to one stub: counts the stub's calls, waits the port's delay through the injected
/// ``ScenarioSleeper`` and says what each call does. Each stub owns one, so a `failThenRecover` count belongs to
/// that stub instance alone.
public final class ScenarioPortSimulator: Sendable {
    /// The port simulated.
    public let port: ScenarioPort
    /// The port's behaviour under the scenario.
    public let behavior: PortBehavior
    /// The port's delay before every answer under the scenario.
    public let delay: Duration

    private let sleeper: any ScenarioSleeper
    private let callCount = Mutex<Int>(0)

    /// A simulator of `port` under `scenario`.
    public init(port: ScenarioPort, scenario: Scenario, sleeper: any ScenarioSleeper) {
        self.port = port
        self.behavior = scenario.behavior(for: port)
        self.delay = scenario.delay(for: port)
        self.sleeper = sleeper
    }

    /// How many calls the port has had.
    public var callsSeen: Int { callCount.withLock { $0 } }

    /// Counts one call, waits the delay (if any) and tells what the call does. Calls are counted in the order they
    /// arrive, before the delay, so concurrent calls each get their own place in a `failThenRecover` sequence.
    ///
    /// Throws `CancellationError` when the calling task is cancelled: before the call (which then is not counted:
    /// it never reached the simulated service), during the delay, or by the time the delay is over. A stub answers
    /// that with its port's `.cancelled`.
    public func nextOutcome() async throws(CancellationError) -> ScenarioOutcome {
        if Task.isCancelled { throw CancellationError() }
        let callIndex = callCount.withLock { count in
            defer { count += 1 }
            return count
        }
        if delay > .zero {
            try await sleeper.sleep(for: delay)
        }
        // A sleeper that returns without looking (or no delay at all) must not turn a cancelled call into an answer.
        if Task.isCancelled { throw CancellationError() }
        return behavior.outcome(forCallAt: callIndex)
    }
}

import Synchronization

/// Applies a ``Scenario`` to one stub: counts the stub's calls, waits the port's delay on the injected clock
/// (`ContinuousClock` when the app runs, a clock that only records in tests) and says what each call does. Each stub
/// owns one, so a `failThenRecover` count belongs to that stub instance alone. A method the scenario overrides on its
/// own (version 2 `methods`) has its own behaviour, delay and count; every other method shares the port's.
package final class ScenarioPortSimulator: Sendable {
    /// The port simulated.
    package let port: ScenarioPort
    /// The port's behaviour under the scenario.
    package let behavior: PortBehavior
    /// The port's delay before every answer under the scenario.
    package let delay: Duration

    private let scenario: Scenario
    private let clock: any Clock<Duration>
    private let callCount = Mutex<Int>(0)
    private let methodCallCounts = Mutex<[ScenarioMethod: Int]>([:])

    /// A simulator of `port` under `scenario`, waiting on `clock`.
    package init(port: ScenarioPort, scenario: Scenario, clock: any Clock<Duration>) {
        self.port = port
        self.behavior = scenario.behavior(for: port)
        self.delay = scenario.delay(for: port)
        self.scenario = scenario
        self.clock = clock
    }

    /// How many calls the port has had.
    package var callsSeen: Int { callCount.withLock { $0 } }

    /// Counts one call, waits the delay (if any) and tells what the call does. Calls are counted in the order they
    /// arrive, before the delay, so concurrent calls each get their own place in a `failThenRecover` sequence.
    ///
    /// Throws `CancellationError` when the calling task is cancelled: before the call (which then is not counted:
    /// it never reached the simulated service), during the delay, or by the time the delay is over. A stub answers
    /// that with its port's `.upstream(.cancelled)`.
    /// `method` is the method called (its base name, as scenario JSON names it).
    package func nextOutcome(method: ScenarioMethod? = nil) async throws(CancellationError) -> PortBehavior.Outcome {
        if Task.isCancelled { throw CancellationError() }
        let ownOverride = method.flatMap { scenario.portOverrides[port]?.methods[$0] }
        let behavior = ownOverride == nil ? behavior : scenario.behavior(for: port, method: method)
        let delay = ownOverride == nil ? delay : scenario.delay(for: port, method: method)
        let callIndex: Int
        if let method, ownOverride != nil {
            callIndex = methodCallCounts.withLock { counts in
                defer { counts[method, default: 0] += 1 }
                return counts[method, default: 0]
            }
        } else {
            callIndex = callCount.withLock { count in
                defer { count += 1 }
                return count
            }
        }
        if delay > .zero {
            do {
                try await clock.sleep(for: delay)
            } catch {
                // A clock's sleep throws only when the task is cancelled.
                throw CancellationError()
            }
        }
        // A clock that returns without looking (or no delay at all) must not turn a cancelled call into an answer.
        if Task.isCancelled { throw CancellationError() }
        return behavior.outcome(forCallAt: callIndex)
    }
}

import SharedKernel
import Synchronization
import Wiring

/// What every stub does besides answering from its data, written once: it records each call as a typed `Call` (the
/// most recent `CallLog.defaultCapacity`, counting the dropped ones), fails with its port's error `Failure` (an
/// `UpstreamFailure` carried as its `upstream` case), simulates its port under the ``Scenario`` (behaviour,
/// per-method overrides, `failThenRecover` count, delay on the injected clock, cancellation) and says what backs
/// the port. A stub owns one and writes only what is specific to its port: its argument checks and its answers.
///
/// A service's own port gets one through ``StubbedPort``: `StubPort(for: Self.self, scenario:clock:)`, then one
/// ``call(_:empty:notFound:present:)`` per method.
public final class StubPort<Call: Sendable, Failure: UpstreamFailureCarrying>: Sendable {
    /// The port simulated, by its protocol name: what scenario JSON overrides it by.
    public let port: ScenarioPort
    /// The port's methods, by the names scenario JSON overrides them by.
    package let methods: [ScenarioMethod]
    /// The scenario simulated.
    package let scenario: Scenario
    private let simulator: ScenarioPortSimulator
    private let log = Mutex(CallLog<Call>())

    /// The machinery of a stub of `port` (its protocol name, e.g. `"BookSource"`) with `methods` under `scenario`,
    /// waiting on `clock`. Its calls read as data through their ``StubbedCall`` conformance.
    @available(*, deprecated, message: "not public in 2.0.0")
    public init(_ port: ScenarioPort, methods: [ScenarioMethod], scenario: Scenario, clock: any Clock<Duration>) {
        self.port = port
        self.methods = methods
        self.scenario = scenario
        self.simulator = ScenarioPortSimulator(port: port, scenario: scenario, clock: clock)
    }

    /// The log with each call as data, as `GET /__uitest/calls` reports it.
    package var portCallLog: CallLog<PortCall> { callLog.map(Self.describe) }

    /// The most recent calls as the port's own values (at most `CallLog.defaultCapacity`), in the order the calls
    /// arrived.
    public var calls: [Call] { log.withLock { $0.calls } }

    /// A stub simulating the scenario (by its ``Scenario/name``).
    package var backing: PortBacking { .stub(scenario: scenario.name) }

    /// The log itself: the most recent calls and how many older ones were dropped, read together under the lock.
    package var callLog: CallLog<Call> { log.withLock { $0 } }

    /// Records `call`. A stub records every call first, before checking its arguments.
    package func record(_ call: Call) {
        log.withLock { $0.append(call) }
    }

    /// Records `call` and answers it as the scenario says for its method (the call's case): a failure is thrown as
    /// the port's `Failure`, `empty` answers `empty`, `notFound` answers `notFound` (`empty` when not given), every
    /// other call `present`, after the delay the scenario asks for. A caller cancelled before the call or during
    /// the delay gets the port's `.upstream(.cancelled)`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public func call<Value>(
        _ call: Call, empty: @autoclosure () -> Value, notFound: (() -> Value)? = nil,
        present: @autoclosure () -> Value
    ) async throws(Failure) -> Value {
        record(call)
        return try await answer(
            ScenarioMethod(Self.describe(call).method), empty: empty, notFound: notFound, present: present)
    }

    /// The answer the scenario makes of this call, after the port's delay: a failure is thrown as the port's
    /// error, `empty` is `empty()`, `notFound` is `notFound()` (or `empty()` when not given), `happyPath` is
    /// `present()`. A caller cancelled before the call or during the delay gets `.cancelled`. `method` is the method
    /// answering, for a scenario that overrides it on its own.
    package func answer<Value>(
        _ method: ScenarioMethod, empty: () -> Value, notFound: (() -> Value)? = nil, present: () -> Value
    ) async throws(Failure) -> Value {
        let outcome: PortBehavior.Outcome
        do {
            outcome = try await simulator.nextOutcome(method: method)
        } catch {
            throw .upstream(.cancelled)
        }
        switch outcome {
        case .failure(let failure): throw .upstream(failure)
        case .empty: return empty()
        case .notFound:
            guard let notFound else { return empty() }
            return notFound()
        case .happyPath: return present()
        }
    }
}

extension StubPort {
    /// The machinery of `Stub`, a service's own stubbed port, under `scenario`, waiting on `clock` (the ones
    /// ``StubbedPort``'s `init(scenario:clock:)` is given).
    public convenience init<Stub: StubbedPort>(
        for stub: Stub.Type, scenario: Scenario, clock: any Clock<Duration>
    ) where Stub.Call == Call {
        self.init(stub.port, methods: stub.methods, scenario: scenario, clock: clock)
    }

    private static func describe(_ call: Call) -> PortCall {
        if let call = call as? any StubbedCall { return call.portCall }
        // Not a `StubbedCall`: the call's own description as the method (a test's ad-hoc call type).
        return PortCall(String(describing: call))
    }
}

import Foundation
import MarqueeJSON
import SharedKernel
import Synchronization

/// What every stub does besides answering from its data, written once: it records each call (the most recent
/// `CallLog.defaultCapacity`, counting the dropped ones) under the name of the method it is made from, fails with
/// its port's error `Failure` (an `UpstreamFailure` carried as its `upstream` case), simulates its port under the
/// ``Scenario`` (behaviour, per-method overrides, `failThenRecover` count, delay on the injected clock,
/// cancellation) and says what backs the port. A stub owns one and writes only what is specific to its port: its
/// argument checks and its answers.
///
/// A ``StubbedPort`` gets one with `StubPort(for: Self.self, scenario:clock:)`, then answers each method with one
/// ``call(_:empty:notFound:present:method:)`` (``call(_:method:)`` for a method that returns nothing).
public final class StubPort<Method: RawRepresentable<String> & CaseIterable, Failure: UpstreamFailureCarrying>:
    Sendable
{
    /// The port simulated, by its protocol name: what scenario JSON overrides it by.
    public let port: ScenarioPort
    /// The scenario simulated.
    package let scenario: Scenario
    private let simulator: ScenarioPortSimulator
    private let log = Mutex(CallLog<PortCall>())

    /// The machinery of a stub of `port` (its protocol name, e.g. `"BookSource"`) under `scenario`, waiting on
    /// `clock`.
    package init(_ port: ScenarioPort, scenario: Scenario, clock: any Clock<Duration>) {
        self.port = port
        self.scenario = scenario
        self.simulator = ScenarioPortSimulator(port: port, scenario: scenario, clock: clock)
    }

    /// The machinery of `Stub` under `scenario`, waiting on `clock` (the ones its `init(scenario:clock:)` is given).
    public convenience init<Stub: StubbedPort>(for stub: Stub.Type, scenario: Scenario, clock: any Clock<Duration>)
    where Stub.Method == Method, Stub.Failure == Failure {
        self.init(stub.port, scenario: scenario, clock: clock)
    }

    /// The most recent calls (at most `CallLog.defaultCapacity`), in the order they arrived: `book(id: 1)`.
    public var calls: [PortCall] { log.withLock { $0.calls } }

    /// The most recent calls as `Call`, a typed value per call (Marquee's `StubMovieRepositoryCall`): each read from
    /// the form a synthesized `Codable` enum case has, `{"book": {"id": 1}}`. A call that does not read as a `Call`
    /// is a programming error.
    package func calls<Call: Decodable>(as type: Call.Type) -> [Call] {
        calls.map { call in
            let json = JSONValue.object(JSONObject(members: [(call.method, .object(call.arguments))]))
            do {
                return try JSONDecoder().decode(Call.self, from: Data(json.rendered(pretty: false).utf8))
            } catch {
                preconditionFailure("the call \(call) does not read as a \(Call.self): \(error)")
            }
        }
    }

    /// The log itself: the most recent calls and how many older ones were dropped, read together under the lock.
    package var callLog: CallLog<PortCall> { log.withLock { $0 } }

    /// Records a call of `method` (the caller's own name: leave it out) with `arguments`, labelled as the method's
    /// (`["id": id]`), and answers it as the scenario says for that method: a failure is thrown as the port's
    /// `Failure`, `empty` answers `empty`, `notFound` answers `notFound` (`empty` when not given), every other call
    /// `present`, after the delay the scenario asks for. A caller cancelled before the call or during the delay gets
    /// the port's `.upstream(.cancelled)`.
    public func call<Value>(
        _ arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], empty: @autoclosure () -> Value,
        notFound: (() -> Value)? = nil, present: @autoclosure () -> Value, method: String = #function
    ) async throws(Failure) -> Value {
        record(arguments, method: method)
        return try await answer(empty: empty, notFound: notFound, present: present, method: method)
    }

    /// Records a call of `method`, a method that returns nothing (a write), with `arguments`, and applies the
    /// scenario to it: a failure is thrown as the port's `Failure`; every other outcome is the write done.
    public func call(
        _ arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], method: String = #function
    ) async throws(Failure) {
        record(arguments, method: method)
        try await answer(empty: {}, present: {}, method: method)
    }

    /// Records a call of `method` with `arguments`. A stub records every call first, before checking its arguments.
    package func record(_ arguments: KeyValuePairs<String, any Encodable & Sendable> = [:], method: String = #function)
    {
        let call = PortCall(method: Self.methodName(method).rawValue, arguments)
        log.withLock { $0.append(call) }
    }

    /// The answer the scenario makes of a call of `method`, after the port's delay: a failure is thrown as the
    /// port's error, `empty` is `empty()`, `notFound` is `notFound()` (or `empty()` when not given), `happyPath` is
    /// `present()`. A caller cancelled before the call or during the delay gets `.cancelled`.
    package func answer<Value>(
        empty: () -> Value, notFound: (() -> Value)? = nil, present: () -> Value, method: String = #function
    ) async throws(Failure) -> Value {
        let outcome: PortBehavior.Outcome
        do {
            outcome = try await simulator.nextOutcome(method: ScenarioMethod(Self.methodName(method).rawValue))
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

    /// The method a call is made from, by the base name of `function` (`book(id:)` is `book`). A method that is not
    /// among the port's `Method` cases is a programming error, named at its first call.
    package static func methodName(_ function: String) -> Method {
        let name = String(function.prefix { $0 != "(" })
        guard let method = Method(rawValue: name) else {
            preconditionFailure(
                "\(function) is not among \(Method.self)'s cases (\(Method.allCases.map(\.rawValue))): add "
                    + "`case \(name)` to the stub's `Method`")
        }
        return method
    }
}

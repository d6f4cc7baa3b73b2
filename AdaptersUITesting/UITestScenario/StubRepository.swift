import SharedKernel
import Wiring

/// A stub repository built on a ``StubPort``: what it backs, its call log and the port it simulates come from that
/// one ``stub``, so a stub writes only its argument checks and answers. The wiring's tests read ``scenarioPort``
/// to check that each stub answers to the name its port is wired under (a misspelt name would make every
/// scenario override of the port silently miss it).
package protocol StubRepository: PortAdapter {
    /// The calls the stub records.
    associatedtype Call: PortCallConvertible
    /// The port's error.
    associatedtype Failure: UpstreamFailureCarrying
    /// The machinery: call log, scenario simulation, backing.
    var stub: StubPort<Call, Failure> { get }
}

extension StubRepository {
    /// A stub simulating the scenario.
    package var backing: PortBacking { stub.backing }
    /// The most recent calls, each as data.
    package var callLog: CallLog<PortCall>? { stub.portCallLog }
    /// The port the stub simulates, by the protocol name scenarios override it by.
    package var scenarioPort: ScenarioPort { stub.port }
    /// The port's methods, by the names scenarios override them by.
    package var scenarioMethods: [ScenarioMethod] { stub.methods }
}

extension StubbedPortName {
    /// The ports of a context's `wired` list with each stub's methods, in the list's order (a port that is not on
    /// a ``StubRepository`` has no method a scenario may override).
    package static func ports(of wired: [(port: String, implementation: any PortAdapter)]) -> [StubbedPortName] {
        wired.map { port, implementation in
            StubbedPortName(
                ScenarioPort(port), methods: (implementation as? any StubRepository)?.scenarioMethods ?? [])
        }
    }
}

extension RecordedPortCalls {
    /// The call logs of a context's `wired` ports, in the list's order, each with `context`.
    package static func calls(
        of wired: [(port: String, implementation: any PortAdapter)], context: String
    ) -> [RecordedPortCalls] {
        wired.compactMap { port, implementation in
            implementation.callLog.map { RecordedPortCalls(context: context, port: ScenarioPort(port), log: $0) }
        }
    }
}

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
    package var callLog: CallLog<PortCall>? { stub.callLog.map(\.portCall) }
    /// The port the stub simulates, by the protocol name scenarios override it by.
    package var scenarioPort: ScenarioPort { stub.port }
    /// The port's methods, by the names scenarios override them by.
    package var scenarioMethods: [ScenarioMethod] { stub.methods }
}

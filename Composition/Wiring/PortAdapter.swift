/// An implementation of a port — a production adapter or a stub, which in a hexagon is an adapter too — that says
/// what backs it. Factories derive their ``PortWiring``s from the adapters they actually wire, so the dependencies
/// report, the refusal of a live port under `-uitest` and a UI-test session's call logs look at the wiring itself,
/// never at a hand-written list of names.
package protocol PortAdapter: Sendable {
    /// What answers this adapter's calls.
    var backing: PortBacking { get }
    /// A stub's call log, each call as data; `nil` for an adapter that keeps no log (a production adapter).
    var callLog: CallLog<PortCall>? { get }
}

extension PortAdapter {
    /// No log.
    package var callLog: CallLog<PortCall>? { nil }
}

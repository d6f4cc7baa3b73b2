/// An implementation of a port — a production adapter or a stub — that says what backs it. Factories derive their
/// ``PortWiring``s from the implementations they actually wire, so the dependencies report, the refusal of a
/// live port under `-uitest` and a UI-test session's call logs look at the wiring itself, never at a hand-written
/// list of names.
package protocol PortAdapter: Sendable {
    /// What answers this implementation's calls.
    var backing: PortBacking { get }
    /// A stub's most recent calls, one description per call in arrival order, and the count of older calls its
    /// bounded log dropped; `nil` for an implementation that keeps no log (a production adapter).
    var recordedCalls: RecordedCalls? { get }
}

extension PortAdapter {
    /// No log.
    package var recordedCalls: RecordedCalls? { nil }
}

/// An implementation of a port — a production adapter or a stub — that says what backs it. Factories derive their
/// ``PortBinding``s from the implementations they actually wire, so the dependencies report and the refusal of a
/// live port under `-uitest` look at the wiring itself, never at a hand-written list of names.
public protocol PortImplementation: Sendable {
    /// What answers this implementation's calls.
    var backing: PortBacking { get }
}

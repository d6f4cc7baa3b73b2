/// A production adapter of a port that says what backs it. Factories derive their ``PortWiring``s from the
/// implementations they actually wire, so the dependencies report and the refusal of a live port under `-uitest` look
/// at the wiring itself, never at a hand-written list of names. A stub is not one: the composition root says which
/// scenario its stubs simulate (``PortBacking/init(of:stubbing:)``).
package protocol PortAdapter: Sendable {
    /// What answers this adapter's calls.
    var backing: PortBacking { get }
}

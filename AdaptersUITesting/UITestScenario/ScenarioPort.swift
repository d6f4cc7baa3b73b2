/// A domain port a ``Scenario`` can address, named after its protocol exactly as JSON scenarios spell it
/// (`"MovieRepository"`). The name is open: this module knows no context's ports, so adding a port never edits it.
/// Which names exist is what is wired — a scenario is checked against the wired ports where it is applied
/// (`Scenario.requireKnownPorts(_:)`), and each stub names its own port when it builds its `StubPort`.
public struct ScenarioPort: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The port's protocol name.
    public let name: String

    /// The port whose protocol is called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The port whose protocol is called `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name.
    public var description: String { name }

    /// By the name's UTF-8 bytes, the order JSON keys are read and written in.
    public static func < (lhs: ScenarioPort, rhs: ScenarioPort) -> Bool {
        lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
}

/// A method of a port that a ``Scenario`` can override on its own (`"credits"` of `MovieRepository`), named as
/// scenario JSON spells it: the method's base name, the name its stub records calls under. Like ``ScenarioPort``
/// the name is open: each stub lists its port's methods, and a scenario is checked against them where it is
/// applied, so an unknown method is refused with the valid ones listed. Each context's stub module declares its
/// methods as constants (`.credits`, `.popularMovies`, …).
public struct ScenarioMethod: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's base name.
    public let name: String

    /// The method called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The method called `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name.
    public var description: String { name }

    /// By the name's UTF-8 bytes, the order JSON keys are read and written in.
    public static func < (lhs: ScenarioMethod, rhs: ScenarioMethod) -> Bool {
        lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
}

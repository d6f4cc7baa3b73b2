/// The id a service gives one of its entities (a movie, a character), a whole number from 1: validated once,
/// where the input arrives, so a use case that takes one never checks it again.
public struct EntityID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The id, from 1.
    public let value: Int

    /// Parses `text`, a decimal number of ASCII digits from 1 through `Int.max`.
    package init(parsing text: String) throws(WholeNumberError) {
        value = try WholeNumberError.value(of: text, maximum: .max)
    }

    /// The id `value`, from 1.
    public init(_ value: Int) throws(WholeNumberError) {
        self.value = try WholeNumberError.value(value, maximum: .max)
    }

    /// An id written in code (`550`); a literal below 1 is a programming error and stops the program.
    public init(integerLiteral value: Int) {
        precondition(value >= 1, "an id is from 1, not \(value)")
        self.value = value
    }

    /// The id in decimal.
    public var description: String { String(value) }

    /// Orders by value.
    public static func < (lhs: EntityID, rhs: EntityID) -> Bool { lhs.value < rhs.value }
}

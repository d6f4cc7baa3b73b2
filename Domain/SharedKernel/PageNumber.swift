/// The number of a page of a list, from 1: validated once, where the input arrives (a command line, a query
/// string), so a use case that takes one never checks it again.
public struct PageNumber: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Page 1, the default of every list.
    public static let first = PageNumber(validated: 1)

    /// The number, from 1.
    public let value: Int

    /// Parses `text`, a decimal number of ASCII digits from 1 through `maximum` (a service's last page, e.g.
    /// `MoviePage.maximumPage`).
    public init(parsing text: String, maximum: Int = .max) throws(WholeNumberError) {
        self.init(validated: try WholeNumberError.value(of: text, maximum: maximum))
    }

    /// Page `value`, from 1 through `maximum`.
    public init(_ value: Int, maximum: Int = .max) throws(WholeNumberError) {
        self.init(validated: try WholeNumberError.value(value, maximum: maximum))
    }

    /// A page written in code (`2`); a literal below 1 is a programming error and stops the program.
    public init(integerLiteral value: Int) {
        precondition(value >= 1, "a page number is from 1, not \(value)")
        self.init(validated: value)
    }

    private init(validated value: Int) {
        self.value = value
    }

    /// The number in decimal.
    public var description: String { String(value) }

    /// Orders by number.
    public static func < (lhs: PageNumber, rhs: PageNumber) -> Bool { lhs.value < rhs.value }
}

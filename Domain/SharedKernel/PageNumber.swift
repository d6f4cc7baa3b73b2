/// The number of a page of a list, from 1: validated once, where the input arrives (a command line, a query
/// string), so a use case that takes one never checks it again.
public struct PageNumber: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Page 1, the default of every list.
    public static let first = PageNumber(validated: 1)

    /// The number, from 1.
    public let value: Int

    /// Parses `text`, a decimal number of ASCII digits from 1 through `maximum` (a service's last page, e.g.
    /// `MoviePage.maximumPage`).
    package init(parsing text: String, maximum: Int = .max) throws(WholeNumberError) {
        self.init(validated: try WholeNumberError.value(of: text, maximum: maximum))
    }

    /// Page `value`, from 1 through `maximum`.
    package init(_ value: Int, maximum: Int = .max) throws(WholeNumberError) {
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

/// Why a text or a number is not a valid ``PageNumber`` or ``EntityID``. Each case carries the text as given, so a
/// caller can quote it back; the caller names the value (`--page`, `movie ID`) in its own message.
public enum WholeNumberError: Error, Hashable, Sendable {
    /// Not a decimal number of ASCII digits (`""`, `"-1"`, `"1.5"`, `" 2"`, other scripts' digits).
    case notAWholeNumber(String)
    /// A whole number below 1 (`"0"`, `"000"`).
    case belowOne(String)
    /// A whole number above `maximum`; with `maximum` `Int.max`, one too large for an `Int`.
    case aboveMaximum(String, maximum: Int)

    /// The value of `text`, a decimal number of ASCII digits from 1 through `maximum`.
    static func value(of text: String, maximum: Int) throws(WholeNumberError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw .notAWholeNumber(text)
        }
        guard text.utf8.contains(where: { $0 != UInt8(ascii: "0") }) else { throw .belowOne(text) }
        guard let value = Int(text), value <= maximum else { throw .aboveMaximum(text, maximum: maximum) }
        return value
    }

    /// `value` itself when it is from 1 through `maximum`.
    static func value(_ value: Int, maximum: Int) throws(WholeNumberError) -> Int {
        guard value >= 1 else { throw .belowOne(String(value)) }
        guard value <= maximum else { throw .aboveMaximum(String(value), maximum: maximum) }
        return value
    }
}

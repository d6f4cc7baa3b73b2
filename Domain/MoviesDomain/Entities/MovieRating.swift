import Foundation

/// A person's rating of a movie: 0.5 through 10 in steps of 0.5, the values TMDb accepts. No other value can be
/// made, so a use case that takes one never checks it again and an invalid value is refused before anything is
/// sent.
///
/// Held as a count of half points (1 through 20), so equality and the JSON and text forms are exact.
public struct MovieRating: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The lowest rating.
    public static let minimum = 0.5
    /// The highest rating.
    public static let maximum = 10.0
    /// The step between two ratings.
    public static let step = 0.5

    /// How many half points: 1 (0.5) through 20 (10).
    public let halfPoints: Int

    /// The rating `value`; refused unless it is 0.5 through 10 and a multiple of 0.5.
    public init(_ value: Double) throws(MovieRatingError) {
        guard value.isFinite else { throw .notANumber(String(describing: value)) }
        guard value <= Self.maximum else { throw .tooHigh(value) }
        guard value >= Self.minimum else { throw .tooLow(value) }
        let doubled = value * 2
        guard doubled == doubled.rounded() else { throw .notAStep(value) }
        self.halfPoints = Int(doubled)
    }

    /// Parses `text`, a decimal number such as `8.5`, `8` or `8.50` (ASCII digits, at most one `.`, no sign, no
    /// exponent, at most 10 characters), then checks it as ``init(_:)`` does.
    public init(parsing text: String) throws(MovieRatingError) {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        let bytes = Array(text.utf8)
        let dots = bytes.count { $0 == UInt8(ascii: ".") }
        guard !bytes.isEmpty, bytes.count <= 10, dots <= 1, bytes.contains(where: digits.contains),
            bytes.allSatisfy({ digits.contains($0) || $0 == UInt8(ascii: ".") }), let value = Double(text)
        else { throw .notANumber(text) }
        try self.init(value)
    }

    /// A rating written in code (`8.5`); one that is not valid is a programming error and stops the program.
    package init(validating value: Double) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure("not a valid rating literal: \(error)")
        }
    }

    /// The rating as a number, 0.5 through 10.
    public var value: Double { Double(halfPoints) / 2 }

    /// `8.5`, or `8` for a whole number: the shortest exact decimal.
    public var description: String {
        halfPoints.isMultiple(of: 2) ? String(halfPoints / 2) : "\(halfPoints / 2).5"
    }

    /// Orders by value.
    public static func < (lhs: MovieRating, rhs: MovieRating) -> Bool { lhs.halfPoints < rhs.halfPoints }
}

/// Why a number or a text is not a ``MovieRating``. Its ``description`` names the range.
public enum MovieRatingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a decimal number (`"abc"`, `"-1"`, `"1e1"`, `""`), or not finite.
    case notANumber(String)
    /// Above 10.
    case tooHigh(Double)
    /// Below 0.5 (0 included: TMDb has no zero rating).
    case tooLow(Double)
    /// Within the range but not a multiple of 0.5 (`8.3`).
    case notAStep(Double)

    /// What a rating is, as every host says it: `a rating is from 0.5 to 10 in steps of 0.5`.
    @available(*, deprecated, message: "package in 2.0.0: each case's description says the range")
    public static let rangeText = "a rating is from 0.5 to 10 in steps of 0.5"

    /// Why the value was refused and what a rating is, on one line; the refused text is quoted by the host.
    public var description: String {
        switch self {
        case .notANumber: "not a number: \(Self.rangeText)"
        case .tooHigh: "too high: \(Self.rangeText)"
        case .tooLow: "too low: \(Self.rangeText)"
        case .notAStep: "not a multiple of 0.5: \(Self.rangeText)"
        }
    }
}

import CompositionKit

/// How old a recording may be before `drift` lists it as stale: a whole number of hours or days, `36h` or `30d`
/// (`drift --max-age`).
package struct RecordingMaxAge: Sendable, Hashable, CustomStringConvertible {
    /// The age in hours.
    package let hours: Int
    /// The text it was given as (`30d`).
    package let description: String

    /// Reads `text`: digits, then `h` (hours) or `d` (days); at least 1, at most 100 years.
    /// - Throws: ``RecordingMaxAgeError`` for anything else.
    package init(parsing text: String) throws(RecordingMaxAgeError) {
        guard let unit = text.last, unit == "h" || unit == "d" else { throw RecordingMaxAgeError(text: text) }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
            let count = Int(digits), count >= 1, count <= (unit == "d" ? 36_500 : 876_000)
        else { throw RecordingMaxAgeError(text: text) }
        hours = unit == "d" ? count * 24 : count
        description = text
    }

    /// The age in seconds.
    var seconds: Double { Double(hours) * 3600 }
}

/// A `--max-age` that is not a whole number of hours or days.
package struct RecordingMaxAgeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was given.
    package let text: String

    /// `--max-age '3x': expected a whole number of hours or days from 1, e.g. 36h or 30d`.
    package var description: String {
        "--max-age \(UserText.quoted(text)): expected a whole number of hours or days from 1, e.g. 36h or 30d"
    }
}

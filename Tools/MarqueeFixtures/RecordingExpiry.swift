import Foundation
import SharedKernel

/// Which recordings are too old (`drift --max-age`) and what that does to the run (`--expired`), measured at an
/// instant of an injected clock. A recording without a date (``RecordingDates``) is listed as undated: its age
/// cannot be vouched for.
struct RecordingExpiry: Sendable, Hashable {
    /// The oldest a recording may be.
    let maxAge: RecordingMaxAge
    /// What an expired recording does to the run.
    let policy: ExpiredRecordingPolicy
    /// Now, from the caller's clock.
    let now: Date

    /// An expiry; see the properties.
    init(maxAge: RecordingMaxAge, policy: ExpiredRecordingPolicy = .warn, now: Date) {
        self.maxAge = maxAge
        self.policy = policy
        self.now = now
    }

    /// The recordings among `fileNames` that are older than ``maxAge`` or undated, sorted by name; each line says
    /// when it was made and how old it is.
    func stale(_ fileNames: [String], dates: RecordingDates) -> [String] {
        guard policy != .ignore else { return [] }
        return fileNames.sorted().compactMap { name in
            guard let date = dates.dates[name] else { return "\(name)  undated" }
            let age = now.timeIntervalSince(date)
            guard age > maxAge.seconds else { return nil }
            let instant = UTCInstant.iso8601Milliseconds(date) ?? "-"
            return "\(name)  recorded \(instant), \(Self.describe(age)) old"
        }
    }

    /// `45d` from two days on, else `36h`.
    private static func describe(_ seconds: Double) -> String {
        let hours = Int(seconds / 3600)
        return hours >= 48 ? "\(hours / 24)d" : "\(hours)h"
    }
}

/// What recordings older than `--max-age` do to a `drift` run (`--expired`).
enum ExpiredRecordingPolicy: String, Sendable, Hashable, CaseIterable {
    /// They fail the run (exit 1), like drift.
    case error
    /// They are listed; the exit status does not change. The default.
    case warn
    /// They are neither listed nor counted.
    case ignore
}

/// How old a recording may be before `drift` lists it as stale: a whole number of hours or days, `36h` or `30d`
/// (`drift --max-age`).
struct RecordingMaxAge: Sendable, Hashable, CustomStringConvertible {
    /// The age in hours.
    let hours: Int
    /// The text it was given as (`30d`).
    let description: String

    /// Reads `text`: digits, then `h` (hours) or `d` (days); at least 1, at most 100 years.
    /// - Throws: ``RecordingMaxAgeError`` for anything else.
    init(parsing text: String) throws(RecordingMaxAgeError) {
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
struct RecordingMaxAgeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was given.
    let text: String

    /// `--max-age '3x': expected a whole number of hours or days from 1, e.g. 36h or 30d`.
    var description: String {
        "--max-age \(UserText.quoted(text)): expected a whole number of hours or days from 1, e.g. 36h or 30d"
    }
}

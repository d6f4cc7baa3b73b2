import Foundation
import SharedKernel

/// A `Retry-After` header value (RFC 9110 §10.2.3): a number of seconds or an HTTP date.
///
/// Dates are parsed by hand in all three HTTP-date formats (IMF-fixdate, RFC 850, asctime), always as GMT,
/// so the result never depends on the host's locale or time zone.
package enum RetryAfter: Sendable, Hashable {
    /// Wait this long.
    case delay(Duration)
    /// Wait until this instant.
    case date(Date)

    /// Parses a header value; `nil` when it is neither delta-seconds nor an HTTP date.
    package init?(headerValue: String) {
        let text = headerValue.trimmingCharacters(in: .whitespaces)
        if HTTPDate.isDigits(text) {
            // More digits than fit an Int mean "longer than any budget".
            let longest: Int64 = 1_000_000_000_000
            let seconds = text.count > 12 ? longest : Int64(text) ?? longest
            self = .delay(.seconds(seconds))
        } else if let date = HTTPDate.parse(text) {
            self = .date(date)
        } else {
            return nil
        }
    }

    /// How long to wait from `now`; never negative.
    package func delay(from now: Date) -> Duration {
        switch self {
        case .delay(let duration):
            return duration
        case .date(let date):
            let seconds = date.timeIntervalSince(now)
            return seconds > 0 ? .seconds(seconds) : .zero
        }
    }
}

/// Parses HTTP dates (RFC 9110 §5.6.7) by hand: `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate, the one servers
/// send), `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850) and `Sun Nov  6 08:49:37 1994` (asctime). No formatter,
/// locale or time zone is involved: the fields are read as GMT and converted with calendar arithmetic.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> Date? {
        let tokens =
            text
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" })
            .map(String.init)
        let dayText: String
        let monthText: String
        var yearText: String
        let timeText: String
        if tokens.count == 6, tokens[5] == "GMT" {
            (dayText, monthText, yearText, timeText) = (tokens[1], tokens[2], tokens[3], tokens[4])
        } else if tokens.count == 5 {
            (monthText, dayText, timeText, yearText) = (tokens[1], tokens[2], tokens[3], tokens[4])
        } else {
            return nil
        }
        guard tokens[0].count >= 3, tokens[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        if yearText.count == 2 {
            // RFC 850's two-digit year: 70...99 are the 1900s, 00...69 the 2000s.
            guard let short = digits(yearText) else { return nil }
            yearText = String(short < 70 ? 2000 + short : 1900 + short)
        }
        let timeParts = timeText.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard yearText.count == 4, let year = digits(yearText),
            (1...2).contains(dayText.count), let day = digits(dayText),
            let monthIndex = months.firstIndex(of: monthText.lowercased()),
            timeParts.count == 3, timeParts.allSatisfy({ $0.count == 2 }),
            let hour = digits(timeParts[0]), let minute = digits(timeParts[1]), let second = digits(timeParts[2]),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        guard let date = CalendarDate(year: year, month: monthIndex + 1, day: day) else { return nil }
        let days = daysSinceEpoch(year: date.year, month: date.month, day: date.day)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds)
    }

    /// Whether `text` is one or more ASCII digits (`isNumber` would also take other scripts' digits).
    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func digits(_ text: String) -> Int? {
        isDigits(text) ? Int(text) : nil
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

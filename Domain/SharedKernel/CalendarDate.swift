/// A day on the calendar (year, month, day) with no time and no time zone.
///
/// A movie's release date (TMDb's `release_date`) and an episode's air date (the Rick and Morty API's `air_date`)
/// are calendar dates, not instants. Converting one to an instant and back with the host's time zone shifts the
/// day, so Marquee never does: a `CalendarDate` is parsed from and printed as `yyyy-MM-dd` by arithmetic on its
/// digits alone.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, 1 through the length of that month.
    public let day: Int

    /// A date, or `nil` when the components do not name a real day (e.g. 2023-02-29).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.numberOfDays(inMonth: month, ofYear: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `yyyy-MM-dd` (ten ASCII characters); anything else, including `""`, gives `nil`.
    public init?(iso8601 text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in utf8[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A date written in code as `yyyy-MM-dd` (`"1999-10-15"`); one that names no real day is a programming error
    /// and stops the program.
    public init(stringLiteral text: String) {
        guard let date = CalendarDate(iso8601: text) else {
            preconditionFailure("not a calendar date literal: \(text)")
        }
        self = date
    }

    /// The date as `yyyy-MM-dd`, zero-padded.
    public var description: String {
        // Ten ASCII bytes written in place (a year has at most four digits): this text is built for every date a
        // service answers with, and joining five small strings cost a measurable share of it.
        String(unsafeUninitializedCapacity: 10) { buffer in
            func put(_ value: Int, at offset: Int, width: Int) {
                var rest = value
                for position in (offset..<offset + width).reversed() {
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, at: 0, width: 4)
            put(month, at: 5, width: 2)
            put(day, at: 8, width: 2)
            buffer[4] = UInt8(ascii: "-")
            buffer[7] = UInt8(ascii: "-")
            return 10
        }
    }

    /// Orders by year, then month, then day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in `month` of `year` in the proleptic Gregorian calendar.
    package static func numberOfDays(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

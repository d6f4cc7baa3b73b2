/// The calendar day an episode first aired, with no time and no time zone (the API writes `December 2, 2013`).
public struct AirDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// An air date, or `nil` when the components do not name a real day.
    public init?(year: Int, month: Int, day: Int) {
        let isLeapYear = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...9999).contains(year), (1...12).contains(month), (1...daysInMonth[month - 1]).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date as `yyyy-MM-dd`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Orders by year, then month, then day.
    public static func < (lhs: AirDate, rhs: AirDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

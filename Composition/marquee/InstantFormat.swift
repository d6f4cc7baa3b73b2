import Foundation

/// Prints an instant as ISO 8601 in UTC with milliseconds, e.g. `2017-11-04T18:48:46.250Z`, by arithmetic on the
/// number of milliseconds since 1970 alone: no formatter, calendar, locale or time zone of the host is involved.
enum InstantFormat {
    /// `date` as `yyyy-MM-ddTHH:mm:ss.SSSZ` (proleptic Gregorian calendar, UTC); `nil` for an instant beyond
    /// the years 0 through 9999, which ISO 8601's four-digit years cannot show (and which would overflow here).
    static func iso8601(_ date: Date) -> String? {
        let millisecondsPerDay: Int64 = 86_400_000
        let range = -62_167_219_200_000.0...253_402_300_799_999.0  // 0000-01-01T00:00:00Z ... 9999-12-31T23:59:59.999Z
        let rounded = (date.timeIntervalSince1970 * 1000).rounded()
        guard range.contains(rounded) else { return nil }
        let milliseconds = Int64(rounded)
        let days = floorDivision(milliseconds, millisecondsPerDay)
        let millisecondOfDay = milliseconds - days * millisecondsPerDay
        let (year, month, day) = civilDate(daysSince1970: days)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        let millisecond = millisecondOfDay % 1000
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T" + padded(hour, 2) + ":"
            + padded(minute, 2) + ":" + padded(second, 2) + "." + padded(millisecond, 3) + "Z"
    }

    /// Howard Hinnant's `civil_from_days`: the Gregorian date `days` after 1970-01-01.
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func floorDivision(_ dividend: Int64, _ divisor: Int64) -> Int64 {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

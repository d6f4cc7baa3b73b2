import Foundation

/// Instants as text that is the same on every host: ISO 8601 in UTC with milliseconds, computed by integer
/// arithmetic alone — no formatter, calendar, locale or time zone of the host is involved. Shared by the
/// `marquee` output and the stubs' canonical JSON, so both print an instant the same way.
package enum UTCInstant {
    /// `date` as `yyyy-MM-ddTHH:mm:ss.SSSZ` in UTC, rounded to the nearest millisecond, computed by integer
    /// arithmetic on the seconds since 1970 (proleptic Gregorian calendar, astronomical years: the year before 1
    /// is 0, then `-0001`; a year past 9999 has more digits). No formatter, calendar, time zone or locale is
    /// involved, so the text is the same on every host.
    ///
    /// Total: every `Date` gets an answer, none traps. An instant whose milliseconds since 1970 are not a finite
    /// number that fits an `Int64` (a non-finite `Date`, or one more than about 292 million years from 1970) has
    /// no such text, and the answer is `nil`.
    package static func iso8601Milliseconds(_ date: Date) -> String? {
        // `Int64(exactly:)` is nil for NaN, the infinities and anything outside Int64, where `Int64(_:)` traps.
        guard let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded()) else { return nil }
        let millisecondsPerDay: Int64 = 86_400_000
        // The floor of the division by remainder, not by multiplying back: near Int64.min, `days * millisecondsPerDay`
        // would overflow.
        let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: millisecondsPerDay)
        let days = remainder < 0 ? quotient - 1 : quotient
        let millisecondOfDay = remainder < 0 ? remainder + millisecondsPerDay : remainder
        let (year, month, day) = civilDate(daysSince1970: days)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        let millisecond = millisecondOfDay % 1000
        // Written byte by byte into one string: concatenating a dozen small strings cost a measurable share of
        // marquee-service's per-request log line. The longest text is a sign, a 9-digit year and 20 characters.
        return String(unsafeUninitializedCapacity: 32) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func put(_ value: Int64, width: Int) {
                var digits = 1
                var rest = value / 10
                while rest > 0 {
                    digits += 1
                    rest /= 10
                }
                for _ in digits..<max(digits, width) { put(UInt8(ascii: "0")) }
                var position = count + digits
                count = position
                rest = value
                repeat {
                    position -= 1
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
            }
            if year < 0 { put(UInt8(ascii: "-")) }
            put(abs(year), width: 4)
            put(UInt8(ascii: "-"))
            put(month, width: 2)
            put(UInt8(ascii: "-"))
            put(day, width: 2)
            put(UInt8(ascii: "T"))
            put(hour, width: 2)
            put(UInt8(ascii: ":"))
            put(minute, width: 2)
            put(UInt8(ascii: ":"))
            put(second, width: 2)
            put(UInt8(ascii: "."))
            put(millisecond, width: 3)
            put(UInt8(ascii: "Z"))
            return count
        }
    }

    /// The year, month and day of the day `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func floorDivision(_ dividend: Int64, _ divisor: Int64) -> Int64 {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }
}

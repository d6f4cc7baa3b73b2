import CharactersDomain

/// Reads the API's air dates, `December 2, 2013`, by hand: an English month-name table and digits, no
/// `DateFormatter`, locale or time zone. Month names match case-insensitively, in full or as their first three
/// letters; the comma is optional.
enum RickAndMortyAirDateParser {
    private static let months = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    static func airDate(from text: String) -> CalendarDate? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard parts.count == 3 else { return nil }
        let monthName = parts[0].lowercased()
        guard monthName.count >= 3,
            let monthIndex = months.firstIndex(where: { $0 == monthName || String($0.prefix(3)) == monthName }),
            let day = number(parts[1], digits: 1...2), let year = number(parts[2], digits: 4...4)
        else { return nil }
        return CalendarDate(year: year, month: monthIndex + 1, day: day)
    }

    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count),
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(text)
    }
}

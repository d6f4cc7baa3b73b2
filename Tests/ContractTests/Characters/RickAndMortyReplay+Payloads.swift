import CharactersDomain
import Foundation

/// Rick-and-Morty-shaped JSON generated from the stub's domain values, for the parts of the world no recording
/// covers. It writes what the API writes: capitalised status and gender (`unknown` in lower case), `""` for a
/// missing type and for the URL of an unknown location, absolute URLs for episodes and locations, and `created`
/// as an ISO 8601 instant with milliseconds.
extension RickAndMortyReplay {
    /// The instant every generated episode claims it was created (the domain does not keep it).
    static let episodeCreated = "2017-11-10T12:56:33.798Z"

    /// A character object.
    static func character(_ character: Character) -> [String: Any] {
        [
            "id": character.id,
            "name": character.name,
            "status": apiSpelling(character.status.rawValue),
            "species": character.species,
            "type": character.type ?? "",
            "gender": apiSpelling(character.gender.rawValue),
            "origin": location(character.origin),
            "location": location(character.location),
            "image": character.imageURL.absoluteString,
            "episode": character.episodeIDs.map { "\(publicBaseURL)/episode/\($0)" },
            "url": "\(publicBaseURL)/character/\(character.id)",
            "created": iso8601(character.created),
        ]
    }

    /// An episode object; `characterIDs` are the characters of the world that appear in it.
    static func episode(_ episode: Episode, characterIDs: [Int]) -> [String: Any] {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return [
            "id": episode.id,
            "name": episode.name,
            "air_date": "\(months[episode.airDate.month - 1]) \(episode.airDate.day), \(episode.airDate.year)",
            "episode": episode.code.description,
            "characters": characterIDs.map { "\(publicBaseURL)/character/\($0)" },
            "url": "\(publicBaseURL)/episode/\(episode.id)",
            "created": episodeCreated,
        ]
    }

    /// `Alive`, `Dead`, `Female`, `Male`, `Genderless`; `unknown` stays lower case.
    private static func apiSpelling(_ rawValue: String) -> String {
        rawValue == "unknown" ? rawValue : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    private static func location(_ location: CharacterLocation) -> [String: Any] {
        ["name": location.name, "url": location.id.map { "\(publicBaseURL)/location/\($0)" } ?? ""]
    }

    /// `yyyy-MM-ddTHH:mm:ss.SSSZ` in UTC, by arithmetic on the instant alone (no calendar, time zone or locale).
    static func iso8601(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, millisecondOfDay) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let (day, millisecond) =
            millisecondOfDay < 0 ? (days - 1, millisecondOfDay + 86_400_000) : (days, millisecondOfDay)
        // Howard Hinnant's civil_from_days.
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2))T"
            + "\(padded(millisecond / 3_600_000, 2)):\(padded(millisecond / 60_000 % 60, 2))"
            + ":\(padded(millisecond / 1000 % 60, 2)).\(padded(millisecond % 1000, 3))Z"
    }
}

import CharactersDomain
import Foundation

/// The literals of the Characters stubs' standard ``StubTable``s: real characters, episodes and locations of the
/// Rick and Morty API. Everything is a literal; nothing depends on the clock, the host's calendar, time zone or locale.
enum StubCharacterData {
    /// A character, its avatar URL derived from its id as the API does, and `created` the exact millisecond an
    /// ISO 8601 parser reads from the API's text (see ``instant(_:)``).
    static func character(
        _ id: Int, _ name: String, _ status: CharacterStatus, species: String, type: String?,
        gender: CharacterGender, origin: CharacterLocation, location: CharacterLocation, episodes: [Int],
        created: Date
    ) -> SeriesCharacter {
        SeriesCharacter(
            id: id, name: name, status: status, species: species, type: type, gender: gender, origin: origin,
            location: location, imageURL: avatarURL(id: id), episodeIDs: episodes, created: instant(created))
    }

    /// `date` rounded to its millisecond on `Date`'s own scale (seconds since 2001), which is the value an ISO 8601
    /// parser gives for the API's `2017-11-04T19:22:43.665Z`. A literal in seconds since 1970 such as
    /// `1_509_823_363.665` is first rounded to a `Double` on the 1970 scale and then shifted, which can land one
    /// binary digit away (`…43.664999962` instead of `…43.665000021`): equal when printed, unequal to the
    /// production adapter's value. Arithmetic on the literal alone: no clock, calendar or time zone.
    static func instant(_ date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate * 1000).rounded() / 1000)
    }

    /// A known location.
    static func place(_ name: String, _ id: Int) -> CharacterLocation {
        CharacterLocation(name: name, id: id)
    }

    /// An episode. The literals are checked by the stub tests; an impossible code or day is a programming error.
    static func episode(
        _ id: Int, _ name: String, season: Int, episode: Int, aired: (year: Int, month: Int, day: Int)
    ) -> Episode {
        guard let code = EpisodeCode(season: season, episode: episode),
            let airDate = CalendarDate(year: aired.year, month: aired.month, day: aired.day)
        else { preconditionFailure("Stub data holds an impossible episode: \(id)") }
        return Episode(id: id, name: name, code: code, airDate: airDate)
    }

    /// The avatar the API serves for character `id`. The text is a literal with a number in it, always a valid URL;
    /// a failure would be a programming error.
    static func avatarURL(id: Int) -> URL {
        guard let url = URL(string: "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg") else {
            preconditionFailure("Stub data builds an invalid avatar URL for \(id)")
        }
        return url
    }
}

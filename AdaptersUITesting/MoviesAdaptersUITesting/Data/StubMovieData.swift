import Foundation
import MoviesDomain

/// The literals of the Movies stubs: the standard ``StubMovieCatalogue`` and image configuration. Real TMDb data
/// wherever it is known: the recorded popular page, and well-known films with their real ids. Everything is a
/// literal; nothing depends on the clock, the host's calendar, time zone or locale.
enum StubMovieData {
    /// Every record, in the order the popular list shows them: TMDb's recorded page first, then the classics.
    static let records: [StubMovieRecord] = popularNow + classics

    /// A calendar day. The literals are checked by the stub tests; an impossible day is a programming error.
    static func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("Stub data names an impossible day: \(year)-\(month)-\(day)")
        }
        return date
    }

    /// TMDb's genres with these ids, in this order. The ids are literals checked by the stub tests; an unknown id
    /// is a programming error.
    static func genres(_ ids: Int...) -> [Genre] {
        ids.map { id in
            guard let name = genreNames[id] else { preconditionFailure("Stub data names an unknown genre id: \(id)") }
            return Genre(id: id, name: name)
        }
    }

    /// The URL `text`, a literal checked by the stub tests.
    static func url(_ text: String) -> URL {
        guard let url = URL(string: text) else { preconditionFailure("Stub data holds an invalid URL: \(text)") }
        return url
    }
}

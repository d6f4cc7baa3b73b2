import Foundation
import MarqueeTestSupport
import Testing

@testable import CharactersAdapters

/// CI re-runs every test whose name contains "Golden" under `TZ=Pacific/Kiritimati` and `TZ=America/Adak`:
/// `created` must decode to the same instant, and its UTC components must not move, in every host time zone.
@Suite("CreatedTimestampGoldenTests: created is the same instant in every time zone")
struct CreatedTimestampGoldenTests {
    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }

    @Test(
        "created decodes to the exact instant, milliseconds included",
        arguments: [
            ("2017-11-04T18:48:46.250Z", 1_509_821_326.25), ("2017-11-04T22:28:13.756Z", 1_509_834_493.756),
            ("2017-12-31T23:59:59.999Z", 1_514_764_799.999), ("2021-10-15T17:00:24Z", 1_634_317_224),
            ("2017-11-05T08:48:46.250+14:00", 1_509_821_326.25),
        ]
    )
    func exactInstant(text: String, seconds: Double) throws {
        // Given / When
        let date = try #require(RickAndMortyTimestampParser.date(from: text))

        // Then
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.0005)
    }

    @Test("Rick Sanchez's created has the recorded UTC components")
    func components() throws {
        // Given
        let dto = try JSONDecoder().decode(
            RickAndMortyCharacterPageDTO.self, from: JSONFixture.data("rm-characters-page-1", in: .module))

        // When
        let rick = try RickAndMortyCharacterMapper.character(dto.results[0])

        // Then
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: rick.created)
        #expect(parts.year == 2017)
        #expect(parts.month == 11)
        #expect(parts.day == 4)
        #expect(parts.hour == 18)
        #expect(parts.minute == 48)
        #expect(parts.second == 46)
        #expect(((parts.nanosecond ?? 0) + 500_000) / 1_000_000 == 250)
    }

    @Test("air dates are calendar days, independent of the host's time zone")
    func airDates() {
        // Given / When
        let date = RickAndMortyAirDateParser.airDate(from: "December 2, 2013")

        // Then
        #expect(date?.description == "2013-12-02")
    }
}

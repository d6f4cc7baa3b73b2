import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesDomain
import Testing

@testable import MoviesAdapters

/// CI re-runs every test whose name contains "Golden" under `TZ=Pacific/Kiritimati` (UTC+14) and
/// `TZ=America/Adak` (UTC-10, DST): a release date must decode to the same calendar day in both.
@Suite("ReleaseDateGoldenTests: release dates are calendar days in every time zone")
struct ReleaseDateGoldenTests {
    @Test(
        "release_date decodes to exactly the written year, month and day",
        arguments: [
            ("2002-12-25", 2002, 12, 25), ("1999-10-15", 1999, 10, 15), ("2024-02-29", 2024, 2, 29),
            ("2023-01-01", 2023, 1, 1), ("1970-01-01", 1970, 1, 1), ("2000-12-31", 2000, 12, 31),
        ]
    )
    func exactComponents(text: String, year: Int, month: Int, day: Int) throws {
        // Given
        let json = #"{"id": 1, "title": "T", "release_date": "\#(text)"}"#

        // When
        let movie = try TMDbMovieMapper.movie(JSONAPIClient.decode(TMDbMovieDetailsDTO.self, from: Data(json.utf8)))

        // Then
        let date = try #require(movie.releaseDate)
        #expect(date.year == year)
        #expect(date.month == month)
        #expect(date.day == day)
        #expect(date.description == text)
    }

    @Test("the recorded details and search payloads give the same days whatever the host's time zone")
    func recordedPayloads() throws {
        // Given
        let details = try JSONAPIClient.decode(
            TMDbMovieDetailsDTO.self, from: JSONFixture.data("tmdb-movie-details-640", in: .module))
        let search = try JSONAPIClient.decode(
            TMDbMoviePageDTO.self, from: JSONFixture.data("tmdb-search-page", in: .module))

        // When
        let movie = try TMDbMovieMapper.movie(details)
        let page = try TMDbMovieMapper.moviePage(search)

        // Then
        #expect(movie.releaseDate?.description == "2002-12-25")
        #expect(page.results.first?.releaseDate?.description == "1999-10-15")
        #expect(page.results.compactMap(\.releaseDate).allSatisfy { $0.description.count == 10 })
    }
}

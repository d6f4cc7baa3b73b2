import CharactersDomain
import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@testable import CharactersAdapters

@Suite("Rick and Morty episode DTOs and mapper")
struct RickAndMortyEpisodeMapperTests {
    @Test("an array of episodes maps field by field")
    func episodes() throws {
        // Given
        let dto = try JSONDecoder().decode(
            RickAndMortyOneOrManyDTO<RickAndMortyEpisodeDTO>.self,
            from: JSONFixture.data("rm-episodes-1-2-28", in: .module)
        )

        // When
        let episodes = try dto.elements.map { dto throws(JSONAPIFailure) in
            try RickAndMortyEpisodeMapper.episode(dto)
        }

        // Then
        #expect(
            episodes == [
                Episode(
                    id: 1, name: "Pilot", code: EpisodeCode(season: 1, episode: 1)!,
                    airDate: CalendarDate(year: 2013, month: 12, day: 2)!
                ),
                Episode(
                    id: 2, name: "Lawnmower Dog", code: EpisodeCode(season: 1, episode: 2)!,
                    airDate: CalendarDate(year: 2013, month: 12, day: 9)!
                ),
                Episode(
                    id: 28, name: "The Ricklantis Mixup", code: EpisodeCode(season: 3, episode: 7)!,
                    airDate: CalendarDate(year: 2017, month: 9, day: 10)!
                ),
            ]
        )
    }

    @Test("one object instead of an array is read as one element")
    func singleObject() throws {
        // Given / When
        let dto = try JSONDecoder().decode(
            RickAndMortyOneOrManyDTO<RickAndMortyEpisodeDTO>.self, from: JSONFixture.data("rm-episode-28", in: .module)
        )

        // Then
        #expect(dto.elements.map(\.id) == [28])
    }

    @Test(
        "air dates are read by hand with an English month table",
        arguments: [
            ("December 2, 2013", 2013, 12, 2), ("January 20, 2014", 2014, 1, 20), ("may 3, 2020", 2020, 5, 3),
            ("Sep 10, 2017", 2017, 9, 10), ("February 29, 2016", 2016, 2, 29), ("November 21 2021", 2021, 11, 21),
        ]
    )
    func airDates(text: String, year: Int, month: Int, day: Int) {
        // Given / When
        let date = RickAndMortyAirDateParser.airDate(from: text)

        // Then
        #expect(date == CalendarDate(year: year, month: month, day: day))
    }

    @Test(
        "unreadable air dates give nil",
        arguments: [
            "", "2013-12-02", "Dezember 2, 2013", "December 32, 2013", "February 29, 2015", "December 2", "Ma 2, 2013",
            "December 2, 13", "December x, 2013",
        ]
    )
    func badAirDates(text: String) {
        // Given / When / Then
        #expect(RickAndMortyAirDateParser.airDate(from: text) == nil)
    }

    @Test(
        "an unreadable air date or code is an invalid response",
        arguments: [
            #"{"id": 1, "name": "Pilot", "air_date": "Someday", "episode": "S01E01"}"#,
            #"{"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "Episode 1"}"#,
            #"{"id": 1, "name": "Pilot", "air_date": "", "episode": "S01E01"}"#,
        ]
    )
    func invalid(json: String) throws {
        // Given
        let dto = try JSONDecoder().decode(RickAndMortyEpisodeDTO.self, from: Data(json.utf8))

        // When
        let error = #expect(throws: JSONAPIFailure.self) { try RickAndMortyEpisodeMapper.episode(dto) }

        // Then
        #expect(error == .invalidResponse)
    }
}

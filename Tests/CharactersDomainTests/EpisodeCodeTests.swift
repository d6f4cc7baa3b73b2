import CharactersDomain
import Testing

@Suite("EpisodeCode")
struct EpisodeCodeTests {
    @Test(
        "SxxEyy parses, case-insensitively, with any number of digits",
        arguments: [
            ("S01E01", 1, 1),
            ("s03e07", 3, 7),
            ("S1E1", 1, 1),
            ("S10E100", 10, 100),
            ("S004E011", 4, 11),
        ])
    func parses(text: String, season: Int, episode: Int) throws {
        // Given a code as written on an episode
        // When it is parsed
        let code = try #require(EpisodeCode(text))

        // Then it names that season and episode
        #expect(code.season == season)
        #expect(code.episode == episode)
    }

    @Test(
        "anything else is not a code",
        arguments: [
            "", "S", "SE", "S01", "E01", "01E01", "S01E", "SE01", "S00E01", "S01E00", "S-1E01", "S+1E01", "S01E+1",
            "SxxE01", "S01E01x", " S01E01", "S01E01 ", "S01 E01", "S01-E01", "S٠١E٠١", "S99999999999999999999E01",
        ])
    func rejects(text: String) {
        // Given text that is not a season-and-episode code
        // When it is parsed
        let code = EpisodeCode(text)

        // Then there is none
        #expect(code == nil)
    }

    @Test(
        "a code is only made from positive numbers",
        arguments: [(0, 1), (1, 0), (-1, 1), (1, -1)])
    func nonPositiveComponents(season: Int, episode: Int) {
        // Given a season or episode number below 1
        // When a code is made from them
        let code = EpisodeCode(season: season, episode: episode)

        // Then there is none
        #expect(code == nil)
    }

    @Test(
        "the description zero-pads each number to two digits",
        arguments: [
            (1, 1, "S01E01"), (10, 3, "S10E03"), (3, 10, "S03E10"), (1, 123, "S01E123"),
            (Int.max, Int.max, "S9223372036854775807E9223372036854775807"),
        ])
    func description(season: Int, episode: Int, expected: String) throws {
        // Given a code
        let code = try #require(EpisodeCode(season: season, episode: episode))

        // When it is described
        let text = code.description

        // Then it is written SxxEyy, and parses back to the same code
        #expect(text == expected)
        #expect(EpisodeCode(text) == code)
    }

    @Test("codes order by season, then episode")
    func ordering() throws {
        // Given codes where a later season has a lower episode number
        let first = try #require(EpisodeCode("S01E02"))
        let second = try #require(EpisodeCode("S01E10"))
        let third = try #require(EpisodeCode("S02E01"))

        // When they are sorted
        let sorted = [third, second, first].sorted()

        // Then the season outranks the episode
        #expect(sorted == [first, second, third])
    }
}

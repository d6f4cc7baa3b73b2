import MarqueeJSON
import Testing

@testable import MarqueeFixtures

@Suite("The stub data's literals, as the patch finds and writes them")
struct StubLiteralTests {
    @Test(
        "A call's arguments are found past strings with commas, brackets and escaped quotes, nested calls and comments")
    func argumentsOfACall() throws {
        // Given
        let text = """
            let x = [
                // Movie(id: 1, title: "commented out")
                Movie(
                    id: 640, title: "Catch (Me), \\"If\\" [You] Can", releaseDate: date(2002, 12, 25),  // a note, (
                    genres: genres(18, 80), homepage: nil),
                xMovie(id: 640),
            ]
            """

        // When
        let calls = StubLiteralCall.calls(named: "Movie", in: text)

        // Then
        let call = try #require(calls.first { $0.argument("id").map { text[$0.value] } == "640" })
        #expect(calls.count == 2)
        let values = call.arguments.map { "\($0.label ?? "_")=\(text[$0.value])" }
        #expect(
            values == [
                "id=640", #"title="Catch (Me), \"If\" [You] Can""#, "releaseDate=date(2002, 12, 25)",
                "genres=genres(18, 80)", "homepage=nil",
            ])
    }

    @Test("A recorded value is written in the field's own literal form")
    func recordedValuesAsSwift() {
        let movie = JSONValue.object([
            "title": .string("Line\nbreak \"quoted\" \\ back"), "releaseDate": .string("2002-12-26"),
            "homepage": .null, "runtimeMinutes": .integer(142), "voteAverage": .number(7.25),
        ])
        #expect(
            StubLiteral.arguments(for: "title", of: .movie, recorded: movie)?.map(\.swift)
                == [#""Line\u{a}break \"quoted\" \\ back""#])
        #expect(
            StubLiteral.arguments(for: "releaseDate", of: .movie, recorded: movie)?.map(\.swift) == [
                "date(2002, 12, 26)"
            ])
        #expect(StubLiteral.arguments(for: "homepage", of: .movie, recorded: movie)?.map(\.swift) == ["nil"])
        #expect(StubLiteral.arguments(for: "runtimeMinutes", of: .movie, recorded: movie)?.map(\.swift) == ["142"])
        #expect(StubLiteral.arguments(for: "voteAverage", of: .movie, recorded: movie)?.map(\.swift) == ["7.25"])
        let character = JSONValue.object([
            "status": .string("dead"), "origin": .object(["name": .string("unknown"), "id": .null]),
            "location": .object(["name": .string("Earth (C-137)"), "id": .integer(1)]),
            "created": .string("2017-11-04T18:48:46.250Z"), "imageURL": .string("https://example.invalid/1.jpeg"),
        ])
        #expect(StubLiteral.arguments(for: "status", of: .character, recorded: character)?.map(\.swift) == [".dead"])
        #expect(StubLiteral.arguments(for: "origin", of: .character, recorded: character)?.map(\.swift) == [".unknown"])
        #expect(
            StubLiteral.arguments(for: "location", of: .character, recorded: character)?.map(\.swift)
                == [#"place("Earth (C-137)", 1)"#])
        #expect(
            StubLiteral.arguments(for: "created", of: .character, recorded: character)?.map(\.swift)
                == ["Date(timeIntervalSince1970: 1_509_821_326.250)"])
        #expect(StubLiteral.arguments(for: "imageURL", of: .character, recorded: character) == nil)
        let episode = JSONValue.object(["code": .string("S02E10"), "airDate": .string("2015-10-04")])
        #expect(
            StubLiteral.arguments(for: "code", of: .episode, recorded: episode)?.map(\.swift) == ["2", "10"])
        #expect(
            StubLiteral.arguments(for: "airDate", of: .episode, recorded: episode)?.map(\.swift) == ["(2015, 10, 4)"])
    }
}

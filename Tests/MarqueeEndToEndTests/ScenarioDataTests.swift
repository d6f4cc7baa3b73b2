import Foundation
import Testing

/// A version 2 scenario read from a file by the `marquee` binary: the data it brings is what the commands show, and
/// data that does not read is one line and exit status 2.
@Suite("marquee serves a scenario file's own data")
struct ScenarioDataTests {
    static let world = Data(
        """
        { "version": 2, "catalogue": "none",
          "data": { "movies": [{ "id": 4242, "title": "A title", "posterPath": null, "directors": ["Someone"] }],
                    "characters": [{ "id": 77, "name": "A name", "status": "Dead", "episodes": [] }] },
          "ports": { "MovieRepository": { "methods": { "credits": "serverError" } } } }
        """.utf8)

    @Test("movies popular and characters list show the file's data alone")
    func listsShowTheData() async throws {
        // When
        let movies = try await MarqueeBinary.run(
            ["-uitest", "-uitest-scenario", "@world.json", "movies", "popular", "--json"],
            files: ["world.json": Self.world])
        let characters = try await MarqueeBinary.run(
            ["-uitest", "-uitest-scenario", "@world.json", "characters", "list"], files: ["world.json": Self.world])

        // Then
        #expect(movies.status == 0, "\(movies)")
        #expect(movies.stdout.contains(#""totalResults": 1"#) && movies.stdout.contains(#""title": "A title""#))
        #expect(movies.stdout.contains(#""posterPath": null"#), "\(movies)")
        #expect(characters.status == 0, "\(characters)")
        #expect(characters.stdout.contains("77  A name  Dead    Human"), "\(characters)")
        #expect(characters.stdout.hasPrefix("Characters, page 1 of 1 (1 in all)"), "\(characters)")
    }

    @Test("a field of the wrong type is one line naming its JSON path, exit status 2")
    func wrongTypeIsExitTwo() async throws {
        // Given
        let file = Data(#"{"version": 2, "data": {"movies": [{"id": 1, "title": 5}]}}"#.utf8)

        // When
        let run = try await MarqueeBinary.run(
            ["-uitest", "-uitest-scenario", "@bad.json", "movies", "popular"], files: ["bad.json": file])

        // Then
        let message =
            "marquee: invalid scenario (-uitest-scenario @bad.json): data.movies[0].title: expected a string, found 5"
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.last.map(String.init) == message, "\(run)")
    }
}

import Foundation
import Testing

@Suite("marquee -uitest runs every command on stubs")
struct StubModeTests {
    static let banner = "marquee: UI-test mode — all 6 ports backed by stubs (scenario: happyPath)\n"

    static let textCommands: [StubCommand] = [
        StubCommand(
            arguments: ["movies", "popular"],
            expected: [
                "Popular movies, page 1 of 3 (45 in all)\n\nTITLE", "YEAR  RATING  ID\n",
                "Ant-Man and the Wasp: Quantumania                   2023  6.5     640146\n",
            ]),
        StubCommand(arguments: ["movies", "popular", "--page", "3"], expected: ["Popular movies, page 3 of 3"]),
        StubCommand(
            arguments: ["movies", "search", "fight", "club"],
            expected: ["Movies matching \"fight club\", page 1 of 1 (1 in all)", "Fight Club  1999  8.4     550\n"]),
        StubCommand(
            arguments: ["movies", "show", "550"],
            expected: [
                "Fight Club (1999)\n\"Mischief. Mayhem. Soap.\"\n", "Release date:  1999-10-15\n",
                "Runtime:       139 min\n", "Genres:        Drama, Thriller, Comedy\n", "Rating:        8.4 (",
                "Director:      David Fincher\n", "Poster:        https://image.tmdb.org/t/p/w500/",
                "\nOverview\n  A ticking-time-bomb insomniac", "\nTop cast\n  Edward Norton as The Narrator\n",
            ]),
        StubCommand(
            arguments: ["characters", "list"],
            expected: [
                "Characters, page 1 of 3 (48 in all)\n\nID  NAME", "1   Rick Sanchez               Alive    Human\n",
            ]),
        StubCommand(
            arguments: ["characters", "list", "--name", "rick", "--status", "alive", "--gender", "male"],
            expected: ["Rick Sanchez"]),
        StubCommand(arguments: ["characters", "list", "--name=-rick"], expected: ["Characters: none\n"]),
        StubCommand(
            arguments: ["characters", "show", "1"],
            expected: [
                "Rick Sanchez (#1)\n", "Status:     Alive\n", "Origin:     Earth (C-137) — Planet, Dimension C-137\n",
                "Last seen:  Citadel of Ricks — Space station, dimension unknown\n",
                "Created:    2017-11-04T18:48:46.250Z\n", "Episodes (51)\n  S01E01  2013-12-02  Pilot\n",
            ]),
        StubCommand(
            arguments: ["dependencies"],
            expected: [
                "CONTEXT     PORT                          BACKING  DETAILS\n",
                "movies      MovieRepository               stub     scenario happyPath\n",
                "movies      ImageConfigurationRepository  stub     scenario happyPath\n",
                "characters  CharacterRepository           stub     scenario happyPath\n",
                "characters  EpisodeRepository             stub     scenario happyPath\n",
                "characters  LocationRepository            stub     scenario happyPath\n",
            ]),
    ]

    @Test("every command prints its text, with the one-line banner on stderr", arguments: textCommands)
    func textOutput(_ command: StubCommand) async throws {
        // Given
        let arguments = ["-uitest"] + command.arguments

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == Self.banner, "\(run)")
        for text in command.expected {
            #expect(run.stdout.contains(text), "missing \(text.debugDescription)\n\(run)")
        }
        #expect(!run.stdout.contains("\r") && !run.stdout.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test("every command prints one JSON object with --json, and the same banner", arguments: textCommands)
    func jsonOutput(_ command: StubCommand) async throws {
        // Given
        let arguments = ["-uitest", "--json"] + command.arguments

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == Self.banner, "\(run)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(document is [String: Any], "\(run)")
        #expect(run.stdout.hasSuffix("}\n"))
    }

    static let jsonShapes: [JSONShape] = [
        JSONShape(arguments: ["movies", "popular"], keys: ["page", "totalPages", "totalResults", "results"]),
        JSONShape(
            arguments: ["movies", "search", "fight"], keys: ["query", "page", "totalPages", "totalResults", "results"]),
        JSONShape(
            arguments: ["movies", "show", "550"],
            keys: [
                "id", "title", "originalTitle", "originalLanguage", "tagline", "overview", "releaseDate",
                "runtimeMinutes", "genres", "status", "homepage", "imdbID", "budget", "revenue", "voteAverage",
                "voteCount", "posterURL", "backdropURL", "directors", "cast", "crew",
            ]),
        JSONShape(arguments: ["characters", "list"], keys: ["page", "totalPages", "totalCount", "results"]),
        JSONShape(
            arguments: ["characters", "show", "1"],
            keys: [
                "id", "name", "status", "species", "type", "gender", "origin", "location", "imageURL", "episodeIDs",
                "created", "episodes",
            ]),
        JSONShape(arguments: ["dependencies"], keys: ["ports"]),
    ]

    @Test("--json documents have their keys in a fixed order", arguments: jsonShapes)
    func jsonKeyOrder(_ shape: JSONShape) async throws {
        // Given
        let arguments = ["-uitest"] + shape.arguments + ["--json"]

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        #expect(JSONShape.topLevelKeys(of: run.stdout) == shape.keys, "\(run)")
    }

    @Test("movies show --json: calendar date as yyyy-MM-dd, the credits, resolved URLs")
    func movieJSON() async throws {
        // Given
        let arguments = ["-uitest", "movies", "show", "550", "--json"]

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("{\n  \"id\": 550,\n  \"title\": \"Fight Club\",\n  \"originalTitle\""), "\(run)")
        let movie = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(movie["releaseDate"] as? String == "1999-10-15")
        #expect(movie["runtimeMinutes"] as? Int == 139)
        #expect(movie["directors"] as? [String] == ["David Fincher"])
        #expect((movie["posterURL"] as? String)?.hasPrefix("https://image.tmdb.org/t/p/w500/") == true)
        let cast = try #require(movie["cast"] as? [[String: Any]])
        #expect(cast.first?["name"] as? String == "Edward Norton")
    }

    @Test("characters show --json: the creation instant in ISO 8601 UTC, episodes with codes and air dates")
    func characterJSON() async throws {
        // Given
        let arguments = ["-uitest", "--json", "characters", "show", "1"]

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        let character = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(character["created"] as? String == "2017-11-04T18:48:46.250Z")
        #expect(character["status"] as? String == "alive")
        let episodes = try #require(character["episodes"] as? [[String: Any]])
        #expect(episodes.count == 51)
        #expect(episodes.first?["code"] as? String == "S01E01")
        #expect(episodes.first?["airDate"] as? String == "2013-12-02")
        let origin = try #require(character["origin"] as? [String: Any])
        #expect(origin["name"] as? String == "Earth (C-137)" && origin["id"] as? Int == 1)
        #expect(origin["type"] as? String == "Planet" && origin["dimension"] as? String == "Dimension C-137")
        let location = try #require(character["location"] as? [String: Any])
        #expect(location["type"] as? String == "Space station" && location["dimension"] as? String == "unknown")
    }

    @Test("characters show: an origin the API does not know (no id) is shown as such, with null type and dimension")
    func unknownOrigin() async throws {
        // Given Morty, whose origin is "unknown"
        let text = try await MarqueeBinary.run(["-uitest", "characters", "show", "2"])
        let json = try await MarqueeBinary.run(["-uitest", "--json", "characters", "show", "2"])

        // Then
        #expect(text.stdout.contains("Origin:     unknown\n"), "\(text)")
        let character = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let origin = try #require(character["origin"] as? [String: Any])
        #expect(origin["type"] is NSNull && origin["dimension"] is NSNull && origin["id"] is NSNull)
    }

    @Test("dependencies --json: every port a stub of the scenario")
    func dependenciesJSON() async throws {
        // Given
        let arguments = ["-uitest", "-uitest-scenario", "empty", "dependencies", "--json"]

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let ports = try #require(document["ports"] as? [[String: Any]])
        #expect(ports.count == 6)
        for port in ports {
            #expect(port["backing"] as? String == "stub")
            #expect(port["scenario"] as? String == "empty")
        }
    }

    @Test(
        "--help works on every command, exit 0, nothing on stderr",
        arguments: [
            ["--help"], ["-h"], ["movies", "--help"], ["movies", "popular", "--help"], ["movies", "search", "-h"],
            ["movies", "show", "--help"], ["movies", "show", "abc", "--help"], ["characters", "--help"],
            ["characters", "list", "--help"], ["characters", "show", "--help"], ["dependencies", "--help"],
            ["-uitest", "--help"], ["movies", "popular", "--page", "abc", "--help"],
            ["-uitest", "characters", "show", "-h"],
            ["dependencies", "--json", "--help"], ["--help", "-h", "--help"],
        ])
    func help(_ arguments: [String]) async throws {
        // Given
        let environment: [String: String] = [:]

        // When
        let run = try await MarqueeBinary.run(arguments, environment: environment)

        // Then
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdout.contains("Usage: marquee"), "\(run)")
    }

    @Test("the overview lists every command and the scenario presets")
    func overview() async throws {
        // Given
        let arguments = ["--help"]

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        for text in [
            "movies popular [--page N]", "movies search QUERY [--page N]", "movies show ID",
            "characters list [--page N] [--name S] [--status S] [--species S] [--type S] [--gender S]",
            "characters show ID", "dependencies", "-uitest-scenario S", "Presets: happyPath, empty",
        ] {
            #expect(run.stdout.contains(text), "missing \(text)")
        }
    }

    @Test("a query starting with '-' after -- is searched, not taken for an option or a switch")
    func queryAfterTerminator() async throws {
        // Given
        let arguments = ["-uitest", "movies", "search", "--", "-uitest"]

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "Movies matching \"-uitest\": none\n", "\(run)")
    }

    @Test(
        "a page past the end of any list is exit 1 with one line saying so, in both contexts",
        arguments: [
            (["movies", "popular", "--page", "4"], "page 4 is past the end of the popular movies"),
            (["movies", "search", "fight", "club", "--page", "2"], "page 2 is past the end of the search results"),
            (["characters", "list", "--page", "4"], "page 4 is past the end of the character list"),
        ])
    func pastTheEnd(arguments: [String], message: String) async throws {
        // When
        let run = try await MarqueeBinary.run(["-uitest"] + arguments)

        // Then
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr == Self.banner + "marquee: \(message)\n", "\(run)")
    }
}

/// One command in stub mode, and text its standard output must contain.
struct StubCommand: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: [String]

    var testDescription: String { arguments.joined(separator: " ") }
}

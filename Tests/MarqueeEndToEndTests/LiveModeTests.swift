import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

/// The production adapters for real, over HTTP, against recorded payloads served on the loopback interface:
/// `API_BASE_URL` moves both services to the stub server, keeping their paths (`/3`, `/api`).
@Suite("marquee live against a loopback stub server through API_BASE_URL")
struct LiveModeTests {
    static let secret = "sekrit-e2e-token-5b1f"

    static func fixture(_ name: String) throws -> URL {
        try JSONFixture.url(name, in: .module)
    }

    @Test("movies popular decodes TMDb's page and sends the bearer token")
    func moviesPopular() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/popular", .fixture(try Self.fixture("tmdb-popular-page")))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_TOKEN": Self.secret]

            // When
            let run = try await MarqueeBinary.run(["movies", "popular"], environment: environment)

            // Then
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
            #expect(run.stdout.contains("Ant-Man and the Wasp: Quantumania"), "\(run)")
            #expect(run.stdout.contains("TITLE"))
            let request = try #require(server.requests.first { $0.path == "/3/movie/popular" })
            #expect(request.queryValue("page") == "1")
            #expect(request.header("Authorization") == "Bearer \(Self.secret)")
            #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
        }
    }

    @Test("A rate limit longer than the retry budget fails at once, and the message states the wait TMDb asked for")
    func rateLimitStatesTheWait() async throws {
        try await withStubServer { server in
            // Given: a wait past the retrying client's budget, so it is not waited for.
            server.register(.get, "/3/movie/popular", .status(429, headers: ["Retry-After": "3600"]))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_TOKEN": Self.secret]

            // When
            let run = try await MarqueeBinary.run(["movies", "popular"], environment: environment)

            // Then
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stderr
                    == "marquee: the movie service (TMDb) is limiting the request rate; it asks to wait 3600 seconds "
                    + "before trying again\n", "\(run)")
            #expect(server.requests.count == 1)
        }
    }

    @Test("movies popular --json from the live adapter keeps TMDb's order and dates")
    func moviesPopularJSON() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/popular", .fixture(try Self.fixture("tmdb-popular-page")))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": Self.secret]

            // When
            let run = try await MarqueeBinary.run(["movies", "popular", "--json"], environment: environment)

            // Then
            #expect(run.status == 0, "\(run)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run)")
            let results = try #require(document["results"] as? [[String: Any]])
            #expect(results.count == 20)
            #expect(results.first?["id"] as? Int == 640146)
            #expect(results.first?["releaseDate"] as? String == "2023-02-15")
            let request = try #require(server.requests.first { $0.path == "/3/movie/popular" })
            #expect(request.queryValue("api_key") == Self.secret)
            #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
        }
    }

    @Test("movies search sends the query and prints TMDb's matches; an empty release date is no year")
    func moviesSearch() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/search/movie", .fixture(try Self.fixture("tmdb-search-page")))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_TOKEN": Self.secret]

            // When
            let text = try await MarqueeBinary.run(["movies", "search", "fight", "club"], environment: environment)
            let json = try await MarqueeBinary.run(
                ["movies", "search", "fight club", "--json"], environment: environment)

            // Then
            #expect(text.status == 0, "\(text)")
            #expect(text.stdout.hasPrefix("Movies matching \"fight club\", page 1 of 2 (39 in all)\n"), "\(text)")
            #expect(text.stdout.contains("\nFight Club "), "\(text)")
            let requests = server.requests.filter { $0.path == "/3/search/movie" }
            #expect(requests.count == 2)
            #expect(requests.allSatisfy { $0.queryValue("query") == "fight club" && $0.queryValue("page") == "1" })
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
            #expect(document["query"] as? String == "fight club")
            let results = try #require(document["results"] as? [[String: Any]])
            #expect(
                results.filter { $0["releaseDate"] is NSNull }.count == 2, "two results have \"release_date\": \"\"")
        }
    }

    @Test("movies show joins TMDb's details, credits and image configuration")
    func moviesShow() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", .fixture(try Self.fixture("tmdb-movie-details-640")))
            server.register(.get, "/3/movie/640/credits", .fixture(try Self.fixture("tmdb-credits")))
            server.register(.get, "/3/configuration", .fixture(try Self.fixture("tmdb-configuration")))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": Self.secret]

            // When
            let text = try await MarqueeBinary.run(["movies", "show", "640"], environment: environment)
            let json = try await MarqueeBinary.run(["--json", "movies", "show", "640"], environment: environment)

            // Then
            #expect(text.status == 0 && json.status == 0, "\(text)\n\(json)")
            for line in [
                "Catch Me If You Can (2002)\n", "Release date:  2002-12-25\n", "Runtime:       141 min\n",
                "Poster:        https://image.tmdb.org/t/p/",
            ] {
                #expect(text.stdout.contains(line), "missing \(line.debugDescription)\n\(text)")
            }
            let movie = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
            #expect(movie["releaseDate"] as? String == "2002-12-25")
            #expect(movie["homepage"] is NSNull, "TMDb sends \"homepage\": \"\"")
            #expect((movie["cast"] as? [[String: Any]])?.count == 76)
            #expect(!text.stdout.contains(Self.secret) && !json.stdout.contains(Self.secret))
        }
    }

    @Test("movies show with TMDb failing only the credits: the movie, and a note that the cast could not be loaded")
    func moviesShowWithoutCredits() async throws {
        try await withStubServer { server in
            // Given TMDb answering the movie and the image configuration, but failing its credits (a 404 on a
            // credits call would be a missing movie; a 400 is a refusal, not retried)
            server.register(.get, "/3/movie/640", .fixture(try Self.fixture("tmdb-movie-details-640")))
            server.register(.get, "/3/movie/640/credits", .status(400))
            server.register(.get, "/3/configuration", .fixture(try Self.fixture("tmdb-configuration")))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": Self.secret]

            // When the movie is shown as text and as JSON
            let text = try await MarqueeBinary.run(["movies", "show", "640"], environment: environment)
            let json = try await MarqueeBinary.run(["--json", "movies", "show", "640"], environment: environment)

            // Then both succeed with the movie
            #expect(text.status == 0 && json.status == 0, "\(text)\n\(json)")
            #expect(text.stderr.isEmpty && json.stderr.isEmpty, "\(text)\n\(json)")
            // And the text says the director is not known and why the cast is missing
            for line in [
                "Catch Me If You Can (2002)\n", "Director:      unknown (credits not loaded)\n",
                "Top cast\n  The cast could not be loaded: the movie service (TMDb) rejected the request.\n",
            ] {
                #expect(text.stdout.contains(line), "missing \(line.debugDescription)\n\(text)")
            }
            // And the JSON has no credits, with the reason under `creditsUnavailable`
            let movie = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
            #expect(movie["title"] as? String == "Catch Me If You Can")
            #expect(movie["cast"] is NSNull && movie["crew"] is NSNull && movie["directors"] is NSNull, "\(json)")
            #expect(movie["creditsUnavailable"] as? String == "rejected", "\(json)")
        }
    }

    @Test("characters show decodes the character and its episodes; the creation instant is UTC")
    func charactersShow() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/19", .fixture(try Self.fixture("rm-character-19-unknown")))
            server.register(
                .get, "/api/episode/10",
                .json(
                    string: #"{"id":10,"name":"Close Rick-counters of the Rick Kind","air_date":"April 7, 2014","#
                        + #""episode":"S01E10","characters":[],"url":"https://rickandmortyapi.com/api/episode/10","#
                        + #""created":"2017-11-10T12:56:34.747Z"}"#))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TZ": "Pacific/Kiritimati"]

            // When
            let run = try await MarqueeBinary.run(["characters", "show", "19"], environment: environment)

            // Then
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
            for line in [
                "Antenna Rick (#19)\n", "Status:     Unknown\n", "Created:    2017-11-04T22:28:13.756Z\n",
                "Episodes (1)\n  S01E10  2014-04-07  Close Rick-counters of the Rick Kind\n",
            ] {
                #expect(run.stdout.contains(line), "missing \(line.debugDescription)\n\(run)")
            }
            #expect(
                !server.requests.contains { $0.path.hasPrefix("/api/location") },
                "origin and location unknown (no id): no location call")
        }
    }

    @Test("characters list decodes the Rick and Morty page, without any TMDb credential")
    func charactersList() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", .fixture(try Self.fixture("rm-characters-page-1")))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString]

            // When
            let run = try await MarqueeBinary.run(
                ["characters", "list", "--status", "alive"], environment: environment)

            // Then
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
            #expect(run.stdout.hasPrefix("Characters, page 1 of 42 (826 in all)\n"), "\(run)")
            #expect(run.stdout.contains("Rick Sanchez"))
            let request = try #require(server.requests.first { $0.path == "/api/character" })
            #expect(request.queryValue("status") == "alive")
        }
    }

    @Test("a refused credential is exit 1 with a message that names the variables, not the secret")
    func unauthorized() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/popular", .fixture(try Self.fixture("tmdb-error-401"), status: 401))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_TOKEN": Self.secret]

            // When
            let run = try await MarqueeBinary.run(["movies", "popular"], environment: environment)

            // Then
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderrLines.count == 1, "\(run)")
            #expect(run.stderr.contains("unauthorized") && run.stderr.contains("TMDB_API_TOKEN"), "\(run)")
            #expect(!run.stderr.contains(Self.secret))
        }
    }

    @Test("an unknown id is exit 1 with 'no character has ID'")
    func characterNotFound() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/api/character/9999", .json(string: #"{"error":"Character not found"}"#, status: 404))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString]

            // When
            let run = try await MarqueeBinary.run(["characters", "show", "9999"], environment: environment)

            // Then
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr == "marquee: no character has ID 9999\n", "\(run)")
        }
    }

    @Test("live movies without a credential: exit 1 naming both variables, and no request is sent")
    func moviesWithoutCredential() async throws {
        try await withStubServer { server in
            // Given
            let environment = ["API_BASE_URL": server.baseURL.absoluteString]

            // When
            let runs = [
                try await MarqueeBinary.run(["movies", "popular"], environment: environment),
                try await MarqueeBinary.run(["movies", "search", "alien"], environment: environment),
                try await MarqueeBinary.run(["movies", "show", "550", "--json"], environment: environment),
            ]

            // Then
            for run in runs {
                #expect(run.status == 1, "\(run)")
                #expect(run.stdout.isEmpty)
                #expect(run.stderrLines.count == 1, "\(run)")
                #expect(run.stderr.contains("TMDB_API_TOKEN") && run.stderr.contains("TMDB_API_KEY"), "\(run)")
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test("both TMDb credentials set: movies refuse to guess, characters still work")
    func conflictingCredentials() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", .fixture(try Self.fixture("rm-characters-page-1")))
            let environment = [
                "API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_TOKEN": Self.secret, "TMDB_API_KEY": "other",
            ]

            // When
            let movies = try await MarqueeBinary.run(["movies", "popular"], environment: environment)
            let characters = try await MarqueeBinary.run(["characters", "list"], environment: environment)

            // Then
            #expect(movies.status == 1, "\(movies)")
            #expect(movies.stderr.contains("set only one"), "\(movies)")
            #expect(!movies.stderr.contains(Self.secret))
            #expect(characters.status == 0, "\(characters)")
        }
    }

    @Test("dependencies live: every port live at the stub server, the credential's kind only")
    func dependenciesLive() async throws {
        try await withStubServer { server in
            // Given
            let base = server.baseURL.absoluteString
            let environment = ["API_BASE_URL": base, "TMDB_API_TOKEN": Self.secret]

            // When
            let text = try await MarqueeBinary.run(["dependencies"], environment: environment)
            let json = try await MarqueeBinary.run(["dependencies", "--json"], environment: environment)

            // Then
            #expect(text.status == 0 && json.status == 0, "\(text)\n\(json)")
            #expect(text.stderr.isEmpty && json.stderr.isEmpty, "no banner when live")
            #expect(
                text.stdout.contains(
                    "movies      MovieRepository               live     \(base)/3, bearer token (redacted)"))
            #expect(
                text.stdout.contains("characters  EpisodeRepository             live     \(base)/api, no credential"))
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
            let ports = try #require(document["ports"] as? [[String: Any]])
            #expect(ports.count == 6)
            #expect(ports.allSatisfy { $0["backing"] as? String == "live" })
            for run in [text, json] {
                #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
            }
            #expect(server.requests.isEmpty, "the report calls no service")
        }
    }
}

import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

/// `marquee session new`, `movies rate`, `movies unrate` and `movies rated`: live against TMDb's rating API on a
/// loopback server (``TMDbRatingsFake``), and on stubs.
@Suite("marquee rates movies: session new, rate, unrate, rated")
struct RatingCommandTests {
    static let key = "e2e-ratings-api-key-7c2d"

    static func environment(_ server: StubHTTPServer, session: String? = nil) -> [String: String] {
        var environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": key]
        environment["TMDB_GUEST_SESSION_ID"] = session
        return environment
    }

    @Test("session new prints the new id alone; rate, rated and unrate act with it, and it is printed nowhere else")
    func liveRoundTrip() async throws {
        try await withStubServer { server in
            // Given TMDb's rating API
            TMDbRatingsFake().register(on: server)

            // When a session is opened and used
            let new = try await MarqueeBinary.run(["session", "new"], environment: Self.environment(server))
            let session = new.stdout.trimmingCharacters(in: .newlines)
            let environment = Self.environment(server, session: session)
            let rate = try await MarqueeBinary.run(["movies", "rate", "550", "8.5"], environment: environment)
            let replace = try await MarqueeBinary.run(["movies", "rate", "550", "9"], environment: environment)
            let rated = try await MarqueeBinary.run(["movies", "rated"], environment: environment)
            let ratedJSON = try await MarqueeBinary.run(["movies", "rated", "--json"], environment: environment)
            let unrate = try await MarqueeBinary.run(["movies", "unrate", "550"], environment: environment)
            let after = try await MarqueeBinary.run(["movies", "rated"], environment: environment)

            // Then
            #expect(new.status == 0, "\(new)")
            #expect(new.stdout == session + "\n" && session.count == 32, "\(new)")
            #expect(rate.stdout == "Rated movie 550: 8.5 (a new rating).\n", "\(rate)")
            #expect(replace.stdout == "Rated movie 550: 9 (replaces your last rating).\n", "\(replace)")
            #expect(rated.stdout.contains("Your rated movies, page 1 of 1 (1 in all)"), "\(rated)")
            #expect(rated.stdout.contains("Fight Club"), "\(rated)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(ratedJSON.stdout.utf8)) as? [String: Any])
            let results = try #require(document["results"] as? [[String: Any]])
            #expect((results.first?["rating"] as? NSNumber)?.doubleValue == 9)
            #expect(unrate.stdout == "Removed your rating of movie 550.\n", "\(unrate)")
            #expect(after.stdout == "Your rated movies: none\n", "\(after)")
            for run in [rate, replace, rated, ratedJSON, unrate, after] {
                #expect(run.status == 0, "\(run)")
                #expect(run.stderr.isEmpty, "\(run)")
                #expect(!run.stdout.contains(session) && !run.stdout.contains(Self.key))
            }
        }
    }

    @Test(
        "live without TMDB_GUEST_SESSION_ID: exit 1, a line naming it and 'marquee session new', nothing sent",
        arguments: [["movies", "rate", "550", "8"], ["movies", "unrate", "550"], ["movies", "rated"]])
    func noSession(arguments: [String]) async throws {
        try await withStubServer { server in
            TMDbRatingsFake().register(on: server)
            let run = try await MarqueeBinary.run(arguments, environment: Self.environment(server))
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
            #expect(run.stderr.contains("TMDB_GUEST_SESSION_ID") && run.stderr.contains("marquee session new"))
            #expect(server.requests.isEmpty)
        }
    }

    @Test("an invalid value: exit 2, a line naming the range, nothing sent", arguments: ["11", "0", "8.3", "x", "-1"])
    func invalidValue(value: String) async throws {
        try await withStubServer { server in
            TMDbRatingsFake().register(on: server)
            let run = try await MarqueeBinary.run(
                ["movies", "rate", "550", "--", value], environment: Self.environment(server, session: "abc123"))
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
            #expect(run.stderr.contains("from 0.5 to 10 in steps of 0.5"), "\(run)")
            #expect(server.requests.isEmpty)
        }
    }

    @Test("an expired session is exit 1 naming 'marquee session new', and the session is never echoed")
    func unknownSession() async throws {
        try await withStubServer { server in
            TMDbRatingsFake().register(on: server)
            let session = "0000000000000000000000000000dead"
            let run = try await MarqueeBinary.run(
                ["movies", "rate", "550", "8"], environment: Self.environment(server, session: session))
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("marquee session new"), "\(run)")
            #expect(!run.stderr.contains(session) && !run.stdout.contains(session))
        }
    }

    @Test("-uitest needs no session: rate, rated (text and --json), unrate and session new run on stubs")
    func stubs() async throws {
        let rate = try await MarqueeBinary.run(["-uitest", "movies", "rate", "550", "8.5"])
        let rateJSON = try await MarqueeBinary.run(["-uitest", "movies", "rate", "550", "8.5", "--json"])
        let rated = try await MarqueeBinary.run(["-uitest", "movies", "rated", "--json"])
        let unrate = try await MarqueeBinary.run(["-uitest", "movies", "unrate", "550"])
        let session = try await MarqueeBinary.run(["-uitest", "session", "new"])
        #expect(rate.status == 0 && rate.stdout == "Rated movie 550: 8.5 (a new rating).\n", "\(rate)")
        #expect(JSONShape.topLevelKeys(of: rateJSON.stdout) == ["movieID", "rating", "change"], "\(rateJSON)")
        #expect(JSONShape.topLevelKeys(of: rated.stdout) == ["page", "totalPages", "totalResults", "results"])
        #expect(unrate.status == 0 && unrate.stdout == "Removed your rating of movie 550.\n", "\(unrate)")
        #expect(session.stdout == "stubguestsession0000000000000001\n", "\(session)")
    }

    @Test("-uitest with a scenario's seeded rating lists it")
    func seeded() async throws {
        let run = try await MarqueeBinary.run([
            "-uitest", "-uitest-scenario", #"{"version": 2, "data": {"ratings": [{"movieID": 550, "value": 7.5}]}}"#,
            "movies", "rated",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("Fight Club") && run.stdout.contains("7.5"), "\(run)")
    }
}

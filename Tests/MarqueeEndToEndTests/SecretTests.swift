import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("the TMDb credential never appears in marquee's output")
struct SecretTests {
    static let secret = "sekrit-0c7d2e91"

    @Test(
        "neither the report nor a failure shows the credential",
        arguments: [
            ["dependencies"], ["dependencies", "--json"], ["-uitest", "dependencies"],
            ["-uitest", "-uitest-scenario", "unauthorized", "movies", "popular"], ["movies", "show", "abc"],
            ["-uitest=\(secret)", "movies", "popular"], ["movies", "popular", "--page", "0"],
            // The user pasted the secret into an argument: echoed back, it is redacted all the same.
            ["movies", "show", secret], ["-uitest", "movies", "search", secret], ["-uitest", "movies", secret],
            ["-uitest", "movies", "popular", "--page", secret], ["characters", "list", "--status", secret],
        ])
    func neverShown(_ arguments: [String]) async throws {
        // Given
        let environments = [
            ["TMDB_API_TOKEN": Self.secret], ["TMDB_API_KEY": Self.secret],
            ["TMDB_API_TOKEN": Self.secret + " " + Self.secret], ["TMDB_API_TOKEN": Self.secret, "TMDB_API_KEY": "x"],
        ]

        // When
        var runs: [MarqueeRun] = []
        for environment in environments {
            runs.append(try await MarqueeBinary.run(arguments, environment: environment))
        }

        // Then
        for run in runs {
            #expect(!run.terminatedBySignal)
            #expect(!run.stdout.contains(Self.secret), "\(run)")
            #expect(!run.stderr.contains(Self.secret), "\(run)")
        }
    }

    @Test("an echoed secret reads <redacted> where it stood")
    func echoedSecret() async throws {
        // Given
        let environment = ["TMDB_API_KEY": Self.secret]

        // When
        let usage = try await MarqueeBinary.run(["movies", "show", Self.secret], environment: environment)
        let search = try await MarqueeBinary.run(
            ["-uitest", "movies", "search", Self.secret], environment: environment)

        // Then
        #expect(usage.status == 2, "\(usage)")
        #expect(
            usage.stderr == "marquee: movie ID must be a whole number of at least 1, got '<redacted>'\n", "\(usage)")
        #expect(search.stdout == "Movies matching \"<redacted>\": none\n", "\(search)")
    }

    @Test("a malformed credential is named by its variable, not shown")
    func malformedCredential() async throws {
        // Given
        let environment = ["TMDB_API_TOKEN": Self.secret + "\n" + Self.secret]

        // When
        let run = try await MarqueeBinary.run(["movies", "popular"], environment: environment)

        // Then
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("TMDB_API_TOKEN holds white space or control characters"), "\(run)")
        #expect(!run.stderr.contains(Self.secret))
    }

    @Test("a failing live request does not echo the API key sent in its URL")
    func failingRequest() async throws {
        try await withStubServer { server in
            // Given
            server.registerCatchAll(.status(404, body: Data(#"{"status_code":34,"status_message":"nope"}"#.utf8)))
            let environment = ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": Self.secret]

            // When
            let run = try await MarqueeBinary.run(["movies", "show", "550"], environment: environment)

            // Then
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr == "marquee: no movie has ID 550\n", "\(run)")
            #expect(server.requests.contains { $0.queryValue("api_key") == Self.secret })
            #expect(!run.stdout.contains(Self.secret) && !run.stderr.contains(Self.secret))
        }
    }
}

import Foundation
import Testing

@Suite("marquee refuses bad input with one line on stderr and exit status 2")
struct UsageErrorTests {
    static let cases: [BadInput] = [
        BadInput(arguments: [], message: "missing command"),
        BadInput(arguments: ["-uitest"], message: "missing command"),
        BadInput(arguments: ["-uitest", "films"], message: "unknown command 'films'"),
        BadInput(arguments: ["-uitest", "movies"], message: "movies needs a subcommand"),
        BadInput(arguments: ["-uitest", "movies", "top"], message: "unknown movies command 'top'"),
        BadInput(arguments: ["-uitest", "characters"], message: "characters needs a subcommand"),
        BadInput(arguments: ["-uitest", "characters", "find"], message: "unknown characters command 'find'"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--verbose"], message: "unknown option '--verbose'"),
        BadInput(arguments: ["-uitest", "movies", "popular", "-x"], message: "unknown option '-x'"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--token=sekrit"], message: "unknown option '--token';"),
        BadInput(arguments: ["-uitest", "movies", "popular", "extra"], message: "unexpected argument 'extra'"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page"], message: "--page needs a value"),
        BadInput(
            arguments: ["-uitest", "characters", "list", "--name", "--json"],
            message: "--name needs a value; write --name=VALUE for one that starts with '-'"),
        BadInput(arguments: ["-uitest", "characters", "list", "--species", "-x"], message: "--species needs a value"),
        BadInput(arguments: ["-uitest", "characters", "list", "--type", "--"], message: "--type needs a value"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "0"],
            message: "page must be a whole number from 1 through 500, got '0'"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "-1"], message: "page must be a whole number"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page", "two"], message: "got 'two'"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page=1.5"], message: "got '1.5'"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "99999999999999999999999"],
            message: "page must be a whole number from 1 through 500, got '99999999999999999999999'"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "501"],
            message: "page must be a whole number from 1 through 500"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page", "1", "--page", "2"], message: "more than once"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--name", "x"], message: "has no option --name"),
        BadInput(arguments: ["-uitest", "movies", "search"], message: "query is required"),
        BadInput(arguments: ["-uitest", "movies", "search", "   "], message: "query must not be empty"),
        BadInput(
            arguments: ["-uitest", "movies", "search", String(repeating: "a", count: 201)],
            message: "query must be at most 200 characters"),
        BadInput(arguments: ["-uitest", "movies", "show"], message: "missing movie ID"),
        BadInput(arguments: ["-uitest", "movies", "show", "abc"], message: "movie ID must be a whole number"),
        BadInput(arguments: ["-uitest", "movies", "show", "0"], message: "movie ID must be a whole number"),
        BadInput(arguments: ["-uitest", "movies", "show", "-5"], message: "got '-5'"),
        BadInput(arguments: ["-uitest", "movies", "show", "550", "551"], message: "unexpected argument '551'"),
        BadInput(arguments: ["-uitest", "movies", "show", "5\n50"], message: #"got '5\u{a}50'"#),
        BadInput(arguments: ["-uitest", "characters", "show"], message: "missing character ID"),
        BadInput(arguments: ["-uitest", "characters", "show", "rick"], message: "character ID must be a whole number"),
        BadInput(
            arguments: ["-uitest", "characters", "list", "--status", "zombie"], message: "alive, dead or unknown"),
        BadInput(arguments: ["-uitest", "characters", "list", "--gender=robot"], message: "female, male, genderless"),
        BadInput(
            arguments: ["-uitest", "characters", "list", "--page", "0"],
            message: "page must be a whole number of at least 1, got '0'"),
        BadInput(
            arguments: ["-uitest", "characters", "list", "--name", String(repeating: "r", count: 101)],
            message: "name must be at most 100 characters"),
        BadInput(arguments: ["-uitest", "dependencies", "now"], message: "unexpected argument 'now'"),
        BadInput(arguments: ["-uitest", "dependencies", "--page", "1"], message: "has no option --page"),
        BadInput(arguments: ["-uitest", "-uitest-scenario", "chaos", "dependencies"], message: "invalid scenario"),
        BadInput(arguments: ["-uitest", "-uitest-scenario", "{", "dependencies"], message: "invalid scenario"),
        BadInput(
            arguments: [
                "-uitest", "-uitest-scenario", #"{"version": 1, "ports": {"DimensionRepository": "empty"}}"#,
                "dependencies",
            ],
            message: #"unknown port "DimensionRepository" in ports: expected one of MovieRepository, "#),
        BadInput(arguments: ["-uitest", "-uitest-scenario", "@nope.json", "dependencies"], message: "cannot read"),
        BadInput(arguments: ["-uitest-scenario", "empty", "dependencies"], message: "-uitest is not"),
        BadInput(arguments: ["dependencies"], environment: ["UITEST_SCENARIO": "empty"], message: "-uitest is not"),
        BadInput(arguments: ["-uitests", "movies", "popular"], message: "write -uitest exactly"),
        BadInput(arguments: ["--uitest", "movies", "popular"], message: "write -uitest exactly"),
        BadInput(arguments: ["-UITest", "movies", "popular"], message: "write -uitest exactly"),
        BadInput(arguments: ["-uitest=1", "movies", "popular"], message: "write -uitest exactly"),
        BadInput(arguments: ["-ui-test", "movies", "popular"], message: "write -uitest exactly"),
        BadInput(arguments: ["movies", "popular", "--uitest"], message: "write -uitest exactly"),
        BadInput(
            arguments: ["-uitest", "--uitest-scenario", "empty", "movies", "popular"], message: "-uitest-scenario NAME"),
        BadInput(
            arguments: ["movies", "popular"], environment: ["UITEST": "1"], message: "pass the -uitest argument"),
        BadInput(
            arguments: ["characters", "list"], environment: ["API_BASE_URL": "localhost:8080"],
            message: "API_BASE_URL is not an absolute http(s) URL"),
        // Numbers out of any range, and things that are not numbers at all.
        BadInput(
            arguments: ["-uitest", "movies", "show", "99999999999999999999"],
            message: "movie ID is too large: at most 9223372036854775807, got '99999999999999999999'"),
        BadInput(
            arguments: ["-uitest", "characters", "list", "--page", "99999999999999999999"],
            message: "page is too large"),
        BadInput(arguments: ["-uitest", "characters", "show", "00"], message: "of at least 1, got '00'"),
        BadInput(arguments: ["-uitest", "characters", "show", "+7"], message: "got '+7'"),
        BadInput(arguments: ["-uitest", "characters", "show", "٣"], message: "got '٣'"),
        BadInput(
            arguments: ["-uitest", "movies", "show", "🎬"],
            message: "movie ID must be a whole number of at least 1, got '🎬'"),
        BadInput(
            arguments: ["-uitest", "movies", "search", "x", "--page="],
            message: "page must be a whole number from 1 through 500, got ''"),
        // Flags: with a value they do not take, after --, empty.
        BadInput(arguments: ["-uitest", "--json=1", "movies", "popular"], message: "--json takes no value"),
        BadInput(arguments: ["-uitest", "dependencies", "--help=yes"], message: "--help takes no value"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--", "--json"], message: "unexpected argument '--json'"),
        BadInput(arguments: [""], message: "unknown command ''"),
        BadInput(arguments: ["-uitest", "movies", "search", ""], message: "query must not be empty"),
        // Launch switches and scenarios.
        BadInput(arguments: ["-uitest", "-uitest-scenario"], message: "-uitest-scenario needs a value"),
        BadInput(arguments: ["—uitest", "dependencies"], message: "'—uitest' is not the stub switch"),
        BadInput(arguments: ["\u{2010}uitest", "dependencies"], message: "is not the stub switch"),
        BadInput(arguments: ["-uitest-", "dependencies"], message: "write -uitest exactly"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", "@.", "dependencies"],
            message: "cannot read scenario file '.': not a regular file"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", "@/dev/null", "dependencies"],
            message: "cannot read scenario file '/dev/null': not a regular file"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", "@", "dependencies"], message: "no path after '@'"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", "@big.json", "dependencies"],
            files: ["big.json": Data(repeating: 0x20, count: (1 << 20) + 1)], message: "larger than 1 MiB"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", "@latin1.json", "dependencies"],
            files: ["latin1.json": Data([0x7B, 0x22, 0xE9, 0x22, 0x7D])], message: "not UTF-8 text"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", "@deep.json", "dependencies"],
            files: ["deep.json": Data(String(repeating: #"{"a":"#, count: 100_000).utf8)],
            message: "invalid scenario (-uitest-scenario @deep.json)"),
        BadInput(
            arguments: ["-uitest", "-uitest-scenario", #"{"version": 1, "colour": "red"}"#, "dependencies"],
            message: #"unknown key "colour""#),
        BadInput(
            arguments: ["dependencies"], environment: ["UITEST_SCENARIO": "@nope.json"],
            message: "UITEST_SCENARIO is set but -uitest is not"),
        BadInput(
            arguments: ["dependencies"], environment: ["API_BASE_URL": "http://user:sekrit-pw@"],
            message: "API_BASE_URL is not an absolute http(s) URL: \"http://user:<redacted>@\""),
    ]

    @Test("bad input gets its message and exit status, and nothing on stdout", arguments: cases)
    func badInput(_ input: BadInput) async throws {
        // Given
        let arguments = input.arguments

        // When
        let run = try await MarqueeBinary.run(arguments, environment: input.environment, files: input.files)

        // Then
        #expect(run.status == input.status, "\(run)")
        #expect(!run.stderr.contains("sekrit"), "\(run)")
        #expect(!run.terminatedBySignal)
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("marquee: "), "\(run)")
        #expect(run.stderr.contains(input.message), "\(run)")
    }
}

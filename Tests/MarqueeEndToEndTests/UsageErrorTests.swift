import Testing

/// A command line that must be refused before any port is called.
struct BadInput: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var environment: [String: String] = [:]
    /// Text the single stderr line must contain.
    let message: String
    var status: Int32 = 2

    var testDescription: String { arguments.joined(separator: " ") }
}

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
        BadInput(arguments: ["-uitest", "movies", "popular", "--page", "0"], message: "--page must be a whole number"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "-1"], message: "--page must be a whole number"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page", "two"], message: "got 'two'"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page=1.5"], message: "got '1.5'"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "99999999999999999999999"],
            message: "--page must be a whole number"),
        BadInput(
            arguments: ["-uitest", "movies", "popular", "--page", "501"], message: "--page must be 1 through 500"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--page", "1", "--page", "2"], message: "more than once"),
        BadInput(arguments: ["-uitest", "movies", "popular", "--name", "x"], message: "has no option --name"),
        BadInput(arguments: ["-uitest", "movies", "search"], message: "non-empty QUERY"),
        BadInput(arguments: ["-uitest", "movies", "search", "   "], message: "non-empty QUERY"),
        BadInput(
            arguments: ["-uitest", "movies", "search", String(repeating: "a", count: 201)],
            message: "longer than 200 characters"),
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
            arguments: ["-uitest", "characters", "list", "--page", "0"], message: "--page must be a whole number"),
        BadInput(
            arguments: ["-uitest", "characters", "list", "--name", String(repeating: "r", count: 101)],
            message: "--name is longer than 100 characters"),
        BadInput(arguments: ["-uitest", "dependencies", "now"], message: "unexpected argument 'now'"),
        BadInput(arguments: ["-uitest", "dependencies", "--page", "1"], message: "has no option --page"),
        BadInput(arguments: ["-uitest", "-uitest-scenario", "chaos", "dependencies"], message: "invalid scenario"),
        BadInput(arguments: ["-uitest", "-uitest-scenario", "{", "dependencies"], message: "invalid scenario"),
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
    ]

    @Test("bad input gets its message and exit status, and nothing on stdout", arguments: cases)
    func badInput(_ input: BadInput) async throws {
        // Given
        let arguments = input.arguments

        // When
        let run = try await MarqueeBinary.run(arguments, environment: input.environment)

        // Then
        #expect(run.status == input.status, "\(run)")
        #expect(!run.terminatedBySignal)
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("marquee: "), "\(run)")
        #expect(run.stderr.contains(input.message), "\(run)")
    }
}

import Testing

@Suite("marquee's stub output is byte-identical across runs, time zones and locales")
struct DeterminismTests {
    static let commands: [[String]] = [
        ["movies", "popular"], ["movies", "popular", "--page", "2"], ["movies", "search", "the"],
        ["movies", "show", "550"], ["characters", "list"], ["characters", "list", "--status", "dead"],
        ["characters", "show", "1"], ["characters", "show", "2"], ["dependencies"],
    ].flatMap { [$0, $0 + ["--json"]] }

    /// Far-apart time zones (UTC+14 and UTC-10, on either side of the date line) and a locale with a decimal comma.
    static let environments: [[String: String]] = [
        [:],
        ["TZ": "Pacific/Kiritimati", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"],
        ["TZ": "America/Adak", "LC_ALL": "en_US.UTF-8"],
    ]

    @Test("the same bytes on every run, in every time zone and locale", arguments: commands)
    func identical(_ command: [String]) async throws {
        // Given
        let arguments = ["-uitest"] + command

        // When
        var runs: [MarqueeRun] = []
        for environment in Self.environments + [Self.environments[1]] {
            runs.append(try await MarqueeBinary.run(arguments, environment: environment))
        }

        // Then
        let first = try #require(runs.first)
        #expect(first.status == 0, "\(first)")
        #expect(!first.stdout.isEmpty)
        for run in runs.dropFirst() {
            #expect(Array(run.stdout.utf8) == Array(first.stdout.utf8), "\(run)")
            #expect(run.stderr == first.stderr)
            #expect(run.status == first.status)
        }
    }
}

import Foundation
import Testing

/// Each preset's visible effect on a one-shot command line. A note on `failThenRecover`: each port fails its first
/// call, then recovers. `marquee` is one process per command and calls each port once, so what a user sees is the
/// failure (exit 1); the recovery shows only in a long-lived process that retries (an app's "try again" button),
/// which the stub modules' own tests cover. `slow` waits 2 s before each answer and prints what `happyPath` prints;
/// here it is seen through `dependencies`, which calls no port (so nothing waits), and a 1 ms custom delay stands
/// in for it on a command that does.
@Suite("each scenario preset has its visible effect on marquee")
struct ScenarioPresetTests {
    static let effects: [PresetEffect] = [
        PresetEffect(preset: "happyPath", arguments: ["movies", "show", "550"], status: 0, text: "Fight Club (1999)"),
        PresetEffect(preset: "empty", arguments: ["movies", "popular"], status: 0, text: "Popular movies: none\n"),
        PresetEffect(
            preset: "empty", arguments: ["movies", "search", "fight"], status: 0,
            text: "Movies matching \"fight\": none"),
        PresetEffect(preset: "empty", arguments: ["characters", "list"], status: 0, text: "Characters: none\n"),
        PresetEffect(preset: "empty", arguments: ["movies", "show", "550"], status: 1, text: "no movie has ID 550"),
        PresetEffect(preset: "notFound", arguments: ["movies", "show", "550"], status: 1, text: "no movie has ID 550"),
        PresetEffect(
            preset: "notFound", arguments: ["characters", "show", "1"], status: 1, text: "no character has ID 1"),
        PresetEffect(
            preset: "unauthorized", arguments: ["movies", "popular"], status: 1,
            text: "refused the credential (unauthorized); check TMDB_API_TOKEN or TMDB_API_KEY"),
        PresetEffect(
            preset: "unauthorized", arguments: ["characters", "list"], status: 1,
            text: "refused the request (unauthorized)"),
        PresetEffect(
            preset: "serverError", arguments: ["movies", "search", "fight"], status: 1,
            text: "the movie service (TMDb) is unavailable"),
        PresetEffect(
            preset: "serverError", arguments: ["characters", "show", "1"], status: 1,
            text: "the character service (Rick and Morty API) is unavailable"),
        PresetEffect(
            preset: "failThenRecover", arguments: ["movies", "popular"], status: 1,
            text: "the movie service (TMDb) is unavailable"),
        PresetEffect(
            preset: "failThenRecover", arguments: ["characters", "list"], status: 1,
            text: "the character service (Rick and Morty API) is unavailable"),
        PresetEffect(
            preset: "episodesUnavailable", arguments: ["characters", "show", "1"], status: 1,
            text: "the character service (Rick and Morty API) is unavailable"),
        PresetEffect(
            preset: "episodesUnavailable", arguments: ["characters", "list"], status: 0, text: "Rick Sanchez"),
        PresetEffect(
            preset: "imageConfigurationUnavailable", arguments: ["movies", "show", "550"], status: 1,
            text: "the movie service (TMDb) is unavailable"),
        PresetEffect(
            preset: "imageConfigurationUnavailable", arguments: ["movies", "popular"], status: 0, text: "Ant-Man"),
        PresetEffect(
            preset: "slow", arguments: ["dependencies"], status: 0,
            text: "movies      MovieRepository               stub     scenario slow\n"),
    ]

    @Test("the preset's effect, with the banner naming it", arguments: effects)
    func effect(_ effect: PresetEffect) async throws {
        // Given
        let arguments = ["-uitest", "-uitest-scenario", effect.preset] + effect.arguments

        // When
        let run = try await MarqueeBinary.run(arguments)

        // Then
        #expect(run.status == effect.status, "\(run)")
        #expect(
            run.stderrLines.first == "marquee: UI-test mode — all 6 ports backed by stubs (scenario: \(effect.preset))",
            "\(run)")
        if effect.status == 0 {
            #expect(run.stderrLines.count == 1, "\(run)")
            #expect(run.stdout.contains(effect.text), "\(run)")
        } else {
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(run.stderrLines.count == 2, "\(run)")
            #expect(run.stderrLines.last?.contains(effect.text) == true, "\(run)")
        }
    }

    @Test("every preset marquee offers has an effect listed here")
    func everyPresetCovered() async throws {
        // Given
        let help = try await MarqueeBinary.run(["--help"])

        // When: the list runs from "Presets: " to the blank line after it, wrapped over several lines.
        let afterLabel = try #require(help.stdout.range(of: "Presets: "), "\(help)")
        let block = help.stdout[afterLabel.upperBound...].components(separatedBy: "\n\n").first ?? ""
        let presets = block.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)

        // Then
        #expect(presets.count >= 6, "\(presets)")
        #expect(presets.contains("imageConfigurationUnavailable"), "the last preset, on a continuation line")
        let covered = Set(Self.effects.map(\.preset))
        for preset in presets {
            #expect(covered.contains(preset), "no visible effect tested for preset \(preset)")
        }
    }

    @Test("a delayed scenario prints what the happy path prints")
    func delayedScenario() async throws {
        // Given
        let delayed = #"{"version": 1, "delayMilliseconds": 1}"#

        // When
        let slow = try await MarqueeBinary.run(["-uitest", "-uitest-scenario", delayed, "movies", "show", "550"])
        let fast = try await MarqueeBinary.run(["-uitest", "movies", "show", "550"])

        // Then
        #expect(slow.status == 0, "\(slow)")
        #expect(slow.stdout == fast.stdout)
        #expect(slow.stderr == "marquee: UI-test mode — all 6 ports backed by stubs (scenario: custom)\n")
    }

    @Test("the scenario can come from UITEST_SCENARIO or from a file, and the argument wins")
    func scenarioSources() async throws {
        // Given
        let file = ["scenario.json": Data(#"{"version": 1, "ports": {"MovieRepository": "notFound"}}"#.utf8)]

        // When
        let fromEnvironment = try await MarqueeBinary.run(
            ["-uitest", "movies", "popular"], environment: ["UITEST_SCENARIO": "empty"])
        let fromFile = try await MarqueeBinary.run(
            ["-uitest", "-uitest-scenario", "@scenario.json", "movies", "show", "550"], files: file)
        let argumentWins = try await MarqueeBinary.run(
            ["-uitest", "-uitest-scenario", "happyPath", "movies", "popular"],
            environment: ["UITEST_SCENARIO": "serverError"])

        // Then
        #expect(fromEnvironment.stdout == "Popular movies: none\n", "\(fromEnvironment)")
        #expect(fromFile.status == 1, "\(fromFile)")
        #expect(fromFile.stderrLines.last == "marquee: no movie has ID 550", "\(fromFile)")
        #expect(fromFile.stderrLines.first?.hasSuffix("(scenario: custom)") == true)
        #expect(argumentWins.status == 0, "\(argumentWins)")
    }
}

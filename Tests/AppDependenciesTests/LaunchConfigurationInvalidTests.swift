import AppDependencies
import Foundation
import Testing

@Suite("LaunchConfiguration refuses malformed launches with a typed, one-line error")
struct LaunchConfigurationInvalidTests {
    static let cases: [InvalidLaunch] =
        [
            "-uitests", "--uitest", "-UITest", "-UITEST", "-uitest=1", "-uitest=true", "-ui-test", "-ui_test",
            "--ui-test", "-uitset", "-uitest-mode", "-uitesting", "—uitest", "–uitest", "\u{2010}uitest",
            "\u{FF0D}uitest", "-uitest-", "-Uitest", "-uitestx", "-ui.test",
        ].map { argument in
            InvalidLaunch(
                label: "near-miss \(argument)", arguments: ["marquee", argument, "movies", "popular"],
                expected: "misspelledUITestSwitch", message: "write -uitest exactly")
        }
        + [
            "--uitest-scenario", "-uitest-scenario=empty", "-UITestScenario", "-uitest_scenario", "-uitestScenario",
            "-ui-test-scenario", "-uitest-scenarios",
        ].map { argument in
            InvalidLaunch(
                label: "near-miss \(argument)", arguments: ["marquee", "-uitest", argument, "empty"],
                expected: "misspelledScenarioOption", message: "-uitest-scenario NAME")
        }
        + [
            InvalidLaunch(
                label: "a near-miss after the command", arguments: ["marquee", "movies", "popular", "--uitest"],
                expected: "misspelledUITestSwitch", message: "'--uitest'"),
            InvalidLaunch(
                label: "a value after = is not echoed", arguments: ["marquee", "-uitest=sekrit"],
                expected: "misspelledUITestSwitch", message: "'-uitest=…'"),
            InvalidLaunch(
                label: "UI_TEST_SCENARIO is a near-miss of UITEST_SCENARIO", arguments: ["marquee", "-uitest"],
                environment: ["UI_TEST_SCENARIO": "empty"], expected: "misspelledScenarioVariable",
                message: "UITEST_SCENARIO"),
            InvalidLaunch(
                label: "UITEST_SCENARIOS is a near-miss of UITEST_SCENARIO", arguments: ["marquee"],
                environment: ["UITEST_SCENARIOS": "empty"], expected: "misspelledScenarioVariable",
                message: "'UITEST_SCENARIOS' is not read"),
            InvalidLaunch(
                label: "UITEST=1 does not switch to stubs", arguments: ["marquee", "movies", "popular"],
                environment: ["UITEST": "1"], expected: "uiTestVariableNotSupported",
                message: "pass the -uitest argument"),
            InvalidLaunch(
                label: "-uitest-scenario without -uitest", arguments: ["marquee", "-uitest-scenario", "empty"],
                expected: "scenarioWithoutUITest", message: "-uitest-scenario is set but -uitest is not"),
            InvalidLaunch(
                label: "UITEST_SCENARIO without -uitest", arguments: ["marquee", "movies", "popular"],
                environment: ["UITEST_SCENARIO": "empty"], expected: "scenarioWithoutUITest",
                message: "UITEST_SCENARIO is set but -uitest is not"),
            InvalidLaunch(
                label: "-uitest-scenario as the last argument", arguments: ["marquee", "-uitest", "-uitest-scenario"],
                expected: "missingScenarioValue", message: "needs a value"),
            InvalidLaunch(
                label: "-uitest-scenario followed by an option",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "--json"], expected: "missingScenarioValue",
                message: "needs a value"),
            InvalidLaunch(
                label: "-uitest-scenario twice",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "empty", "-uitest-scenario", "notFound"],
                expected: "duplicateScenarioOption", message: "more than once"),
            InvalidLaunch(
                label: "an unknown preset", arguments: ["marquee", "-uitest", "-uitest-scenario", "hapyPath"],
                expected: "invalidScenario", message: "invalid scenario (-uitest-scenario)"),
            InvalidLaunch(
                label: "an empty scenario argument", arguments: ["marquee", "-uitest", "-uitest-scenario", ""],
                expected: "invalidScenario", message: "invalid scenario"),
            InvalidLaunch(
                label: "malformed inline JSON", arguments: ["marquee", "-uitest", "-uitest-scenario", "{\"name\":"],
                expected: "invalidScenario", message: "invalid scenario"),
            InvalidLaunch(
                label: "an unknown preset from UITEST_SCENARIO", arguments: ["marquee", "-uitest"],
                environment: ["UITEST_SCENARIO": "nope"], expected: "invalidScenario",
                message: "invalid scenario (UITEST_SCENARIO)"),
            InvalidLaunch(
                label: "a missing scenario file",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "@missing.json"],
                expected: "unreadableScenarioFile", message: "cannot read scenario file 'missing.json': no such file"),
            InvalidLaunch(
                label: "@ without a path", arguments: ["marquee", "-uitest", "-uitest-scenario", "@"],
                expected: "unreadableScenarioFile", message: "no path after '@'"),
            InvalidLaunch(
                label: "a scenario file that is a directory",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "@folder"],
                expected: "unreadableScenarioFile", message: "cannot read scenario file 'folder': not a regular file"),
            InvalidLaunch(
                label: "a scenario file over the limit", arguments: ["marquee", "-uitest", "-uitest-scenario", "@big"],
                expected: "unreadableScenarioFile", message: "cannot read scenario file 'big': larger than 1 MiB"),
            InvalidLaunch(
                label: "a scenario file that is not UTF-8",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "@latin1.json"],
                expected: "unreadableScenarioFile", message: "cannot read scenario file 'latin1.json': not UTF-8 text"),
            InvalidLaunch(
                label: "an @file from UITEST_SCENARIO names its source", arguments: ["marquee", "-uitest"],
                environment: ["UITEST_SCENARIO": "@garbage.json"], expected: "invalidScenario",
                message: "invalid scenario (UITEST_SCENARIO @garbage.json)"),
            InvalidLaunch(
                label: "a scenario with an unknown key",
                arguments: ["marquee", "-uitest", "-uitest-scenario", #"{"version": 1, "colour": "red"}"#],
                expected: "invalidScenario", message: "unknown key \"colour\""),
            InvalidLaunch(
                label: "a scenario naming a port that is not wired",
                arguments: [
                    "marquee", "-uitest", "-uitest-scenario", #"{"version": 1, "ports": {"MovieRepo": "empty"}}"#,
                ],
                expected: "invalidScenario",
                message: #"invalid scenario (-uitest-scenario): unknown port "MovieRepo" in ports: expected one of "#
                    + "MovieRepository, ImageConfigurationRepository, MovieRatingRepository, CharacterRepository, "),
            InvalidLaunch(
                label: "a port name in the wrong case", arguments: ["marquee", "-uitest"],
                environment: ["UITEST_SCENARIO": #"{"version": 1, "ports": {"movierepository": "empty"}}"#],
                expected: "invalidScenario", message: #"unknown port "movierepository" in ports"#),
            InvalidLaunch(
                label: "a scenario JSON without a version",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "{}"], expected: "invalidScenario",
                message: "has no \"version\""),
            InvalidLaunch(
                label: "deeply nested scenario JSON",
                arguments: ["marquee", "-uitest", "-uitest-scenario", String(repeating: "{\"a\":", count: 100_000)],
                expected: "invalidScenario", message: "invalid scenario (-uitest-scenario)"),
            InvalidLaunch(
                label: "a preset name in the wrong case",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "HappyPath"],
                expected: "invalidScenario", message: "unknown scenario \"HappyPath\""),
            InvalidLaunch(
                label: "-uitest-scenario followed by --", arguments: ["marquee", "-uitest", "-uitest-scenario", "--"],
                expected: "missingScenarioValue", message: "needs a value"),
            InvalidLaunch(
                label: "a control character in a near-miss is escaped", arguments: ["marquee", "--uitest\u{1B}[2J"],
                expected: "misspelledUITestSwitch", message: #"'--uitest\u{1b}[2J'"#),
            InvalidLaunch(
                label: "a scenario file that is not a scenario",
                arguments: ["marquee", "-uitest", "-uitest-scenario", "@garbage.json"],
                expected: "invalidScenario", message: "invalid scenario (-uitest-scenario @garbage.json)"),
            InvalidLaunch(
                label: "API_BASE_URL that is not http(s)", arguments: ["marquee"],
                environment: ["API_BASE_URL": "ftp://127.0.0.1"], expected: "invalidBaseURL",
                message: "API_BASE_URL is not an absolute http(s) URL"),
            InvalidLaunch(
                label: "TMDB_API_BASE_URL without a host", arguments: ["marquee"],
                environment: ["TMDB_API_BASE_URL": "http://"], expected: "invalidBaseURL",
                message: "TMDB_API_BASE_URL"),
            InvalidLaunch(
                label: "RICK_AND_MORTY_API_BASE_URL that is relative", arguments: ["marquee", "-uitest"],
                environment: ["RICK_AND_MORTY_API_BASE_URL": "api/v1"], expected: "invalidBaseURL",
                message: "RICK_AND_MORTY_API_BASE_URL"),
        ]

    @Test("a malformed launch is refused with the right error", arguments: cases)
    func refused(_ launch: InvalidLaunch) {
        // Given
        let files: [String: Result<Data, ScenarioFileProblem>] = [
            "garbage.json": .success(Data("not a scenario".utf8)),
            "latin1.json": .success(Data([0x7B, 0x22, 0xE9, 0x22, 0x7D])),
            "folder": .failure(.notARegularFile),
            "big": .failure(.tooLarge(limit: LaunchConfiguration.maximumScenarioFileSize)),
        ]

        // When
        let error = #expect(throws: LaunchConfigurationError.self) {
            try LaunchConfiguration(
                arguments: launch.arguments, environment: launch.environment,
                readFile: { path throws(ScenarioFileProblem) in try (files[path] ?? .failure(.missing)).get() })
        }

        // Then
        guard let error else { return }
        #expect(Self.caseName(error) == launch.expected)
        #expect(error.description.contains(launch.message), "\(error.description)")
        #expect(!error.description.contains("\n"))
        #expect(!error.description.contains("sekrit"))
    }

    @Test(
        "unrelated options are not mistaken for the stub switch",
        arguments: [
            "--json", "--help", "-h", "--page", "--name", "--status", "--species", "--type", "--gender", "--test",
            "-test",
            "--verbose", "-v", "--quiet", "--port", "-config", "--unit", "--ui", "--suite",
        ])
    func unrelatedOptionsPass(_ option: String) throws {
        // Given
        let arguments = ["marquee", option]

        // When
        let configuration = try LaunchConfiguration(arguments: arguments, environment: [:])

        // Then
        #expect(configuration.remainingArguments == [option])
        #expect(!configuration.isUITest)
    }

    static func caseName(_ error: LaunchConfigurationError) -> String {
        switch error {
        case .misspelledUITestSwitch: "misspelledUITestSwitch"
        case .misspelledScenarioOption: "misspelledScenarioOption"
        case .misspelledScenarioVariable: "misspelledScenarioVariable"
        case .uiTestVariableNotSupported: "uiTestVariableNotSupported"
        case .missingScenarioValue: "missingScenarioValue"
        case .duplicateScenarioOption: "duplicateScenarioOption"
        case .scenarioWithoutUITest: "scenarioWithoutUITest"
        case .invalidScenario: "invalidScenario"
        case .unreadableScenarioFile: "unreadableScenarioFile"
        case .invalidBaseURL: "invalidBaseURL"
        case .stubModulesNotLinked: "stubModulesNotLinked"
        }
    }
}

import AppDependencies
import Foundation
import MoviesAdapters
import Testing
import UITestScenario

@Suite("LaunchConfiguration accepts well-formed launches")
struct LaunchConfigurationValidTests {
    static let scenarioFile = "fixtures/empty-scenario.json"

    static let cases: [ValidLaunch] = [
        ValidLaunch(label: "no arguments is live", arguments: ["marquee"]),
        ValidLaunch(
            label: "a command alone is live and passed through", arguments: ["marquee", "movies", "popular"],
            remaining: ["movies", "popular"]),
        ValidLaunch(
            label: "-uitest gives the happy path", arguments: ["marquee", "-uitest", "movies", "popular"],
            scenarioName: "happyPath", remaining: ["movies", "popular"]),
        ValidLaunch(
            label: "-uitest after the command still counts", arguments: ["marquee", "movies", "popular", "-uitest"],
            scenarioName: "happyPath", remaining: ["movies", "popular"]),
        ValidLaunch(
            label: "-uitest given twice is still one switch", arguments: ["marquee", "-uitest", "-uitest"],
            scenarioName: "happyPath"),
        ValidLaunch(
            label: "-uitest-scenario with a preset",
            arguments: ["marquee", "-uitest", "-uitest-scenario", "empty", "dependencies"],
            scenarioName: "empty", remaining: ["dependencies"]),
        ValidLaunch(
            label: "UITEST_SCENARIO picks the scenario", arguments: ["marquee", "-uitest"],
            environment: ["UITEST_SCENARIO": "notFound"], scenarioName: "notFound"),
        ValidLaunch(
            label: "the argument wins over UITEST_SCENARIO",
            arguments: ["marquee", "-uitest", "-uitest-scenario", "empty"],
            environment: ["UITEST_SCENARIO": "notFound"], scenarioName: "empty"),
        ValidLaunch(
            label: "an empty UITEST_SCENARIO counts as unset, also when live", arguments: ["marquee"],
            environment: ["UITEST_SCENARIO": ""]),
        ValidLaunch(
            label: "a scenario from @file", arguments: ["marquee", "-uitest", "-uitest-scenario", "@" + scenarioFile],
            scenarioName: "empty"),
        ValidLaunch(
            label: "a scenario from @file through UITEST_SCENARIO", arguments: ["marquee", "-uitest"],
            environment: ["UITEST_SCENARIO": "@" + scenarioFile], scenarioName: "empty"),
        ValidLaunch(
            label: "inline JSON is a custom scenario",
            arguments: [
                "marquee", "-uitest", "-uitest-scenario", #"{"version": 1, "ports": {"MovieRepository": "notFound"}}"#,
            ],
            scenarioName: "custom"),
        ValidLaunch(
            label: "-uitest-scenario before -uitest, and between the command's words",
            arguments: ["marquee", "movies", "-uitest-scenario", "empty", "popular", "-uitest", "--json"],
            scenarioName: "empty", remaining: ["movies", "popular", "--json"]),
        ValidLaunch(
            label: "a preset name with surrounding white space", arguments: ["marquee", "-uitest"],
            environment: ["UITEST_SCENARIO": " serverError\n"], scenarioName: "serverError"),
        ValidLaunch(
            label: "a negative number, an emoji and an empty argument are the command's",
            arguments: ["marquee", "movies", "show", "-5", "🎬", ""], remaining: ["movies", "show", "-5", "🎬", ""]),
        ValidLaunch(
            label: "switches after -- are the command's", arguments: ["marquee", "movies", "search", "--", "-uitest"],
            remaining: ["movies", "search", "--", "-uitest"]),
        ValidLaunch(
            label: "the CLI's own options pass through untouched",
            arguments: ["marquee", "characters", "list", "--page", "2", "--status=dead", "--json", "-h", "--test"],
            remaining: ["characters", "list", "--page", "2", "--status=dead", "--json", "-h", "--test"]),
        ValidLaunch(
            label: "API_BASE_URL moves both services, keeping their paths", arguments: ["marquee"],
            environment: ["API_BASE_URL": "http://127.0.0.1:8080"],
            tmdbBaseURL: "http://127.0.0.1:8080/3", rickAndMortyBaseURL: "http://127.0.0.1:8080/api"),
        ValidLaunch(
            label: "a service's own variable wins over API_BASE_URL", arguments: ["marquee"],
            environment: [
                "API_BASE_URL": "http://127.0.0.1:8080", "TMDB_API_BASE_URL": "https://tmdb.example/v3",
                "RICK_AND_MORTY_API_BASE_URL": "https://rm.example/api",
            ],
            tmdbBaseURL: "https://tmdb.example/v3", rickAndMortyBaseURL: "https://rm.example/api"),
        ValidLaunch(
            label: "TMDB_API_TOKEN is a bearer token", arguments: ["marquee"],
            environment: ["TMDB_API_TOKEN": "sekrit-token"], credential: .success(.bearerToken("sekrit-token"))),
        ValidLaunch(
            label: "TMDB_API_KEY is an API key", arguments: ["marquee"],
            environment: ["TMDB_API_KEY": "sekrit-key"], credential: .success(.apiKey("sekrit-key"))),
        ValidLaunch(
            label: "a trailing newline around the credential is trimmed", arguments: ["marquee"],
            environment: ["TMDB_API_TOKEN": " sekrit-token\n"], credential: .success(.bearerToken("sekrit-token"))),
        ValidLaunch(
            label: "an empty token next to a key leaves the key", arguments: ["marquee"],
            environment: ["TMDB_API_TOKEN": "", "TMDB_API_KEY": "sekrit-key"],
            credential: .success(.apiKey("sekrit-key"))),
        ValidLaunch(
            label: "both credentials conflict, recorded for movies only", arguments: ["marquee"],
            environment: ["TMDB_API_TOKEN": "a", "TMDB_API_KEY": "b"], credential: .failure(.conflictingTMDbCredentials)
        ),
        ValidLaunch(
            label: "a credential with inner white space is malformed, recorded for movies only", arguments: ["marquee"],
            environment: ["TMDB_API_KEY": "abc def"],
            credential: .failure(.malformedTMDbCredential(variable: "TMDB_API_KEY"))),
        ValidLaunch(
            label: "unrelated variables are ignored", arguments: ["marquee"],
            environment: ["PATH": "/usr/bin", "TEST": "1", "UI_SCALE": "2", "SCENARIO": "x"]),
    ]

    @Test("a well-formed launch reads as expected", arguments: cases)
    func readsAsExpected(_ launch: ValidLaunch) throws {
        // Given
        let files = [Self.scenarioFile: Data(#"{"version": 1, "default": "empty"}"#.utf8)]

        // When
        let configuration = try LaunchConfiguration(
            arguments: launch.arguments, environment: launch.environment,
            readFile: { path throws(ScenarioFileProblem) in
                guard let data = files[path] else { throw .missing }
                return data
            })

        // Then
        switch configuration.mode {
        case .live:
            #expect(launch.scenarioName == nil, "expected UI-test mode")
            #expect(!configuration.isUITest)
        case .uiTest(let uiTest):
            #expect(uiTest.scenario.name == launch.scenarioName)
            #expect(uiTest.scenarioName == launch.scenarioName)
            #expect(configuration.isUITest)
        }
        #expect(configuration.remainingArguments == launch.remaining)
        #expect(configuration.tmdbBaseURL.absoluteString == launch.tmdbBaseURL)
        #expect(configuration.rickAndMortyBaseURL.absoluteString == launch.rickAndMortyBaseURL)
        #expect(configuration.tmdbCredential == launch.credential)
    }

    @Test("the configuration's description never shows the credential")
    func descriptionHidesSecret() throws {
        // Given
        let environment = ["TMDB_API_TOKEN": "sekrit-e2e-token"]

        // When
        let configuration = try LaunchConfiguration(arguments: ["marquee"], environment: environment)
        let texts = [
            String(describing: configuration), String(reflecting: configuration),
            String(describing: configuration.tmdbConfiguration),
        ]

        // Then
        for text in texts {
            #expect(!text.contains("sekrit"), "\(text)")
        }
    }
}

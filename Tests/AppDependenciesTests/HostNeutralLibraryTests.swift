import Foundation
import Testing
import UITestScenario

@testable import AppDependencies

/// What a service author trips over when linking the composition root into a host other than `marquee`.
@Suite("The composition root speaks for any host: no message names marquee, LaunchMode has one shape")
struct HostNeutralLibraryTests {
    static let launchErrors: [LaunchConfigurationError] = [
        .misspelledUITestSwitch("--uitest"), .misspelledScenarioOption("--uitest-scenario"),
        .misspelledScenarioVariable("UI_TEST_SCENARIO"), .uiTestVariableNotSupported("UITEST"), .missingScenarioValue,
        .duplicateScenarioOption, .scenarioWithoutUITest(source: "UITEST_SCENARIO"),
        .invalidScenario(source: "-uitest-scenario", reason: "unknown"),
        .unreadableScenarioFile(path: "x.json", problem: .missing), .unreadableScenarioFile(path: "", problem: .noPath),
        .invalidBaseURL(variable: "API_BASE_URL", reason: "API_BASE_URL is not an absolute http(s) URL"),
        .stubModulesNotLinked,
    ]

    static let otherErrors: [any Error & CustomStringConvertible] = [
        AppDependenciesError.livePortInUITestMode(context: "movies", port: "MovieRepository"),
        AppDependenciesError.stubModulesNotLinked, ContextConfigurationError.missingTMDbCredential,
        ContextConfigurationError.conflictingTMDbCredentials,
        ContextConfigurationError.malformedTMDbCredential(variable: "TMDB_API_KEY"),
    ]

    @Test("no launch error names the marquee command; each is one line", arguments: launchErrors)
    func launchErrorsAreHostNeutral(_ error: LaunchConfigurationError) {
        // When
        let message = error.description

        // Then
        #expect(!message.lowercased().contains("marquee"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("no composition error names the marquee command; each is one line")
    func compositionErrorsAreHostNeutral() {
        for error in Self.otherErrors {
            // When
            let message = error.description

            // Then
            #expect(!message.lowercased().contains("marquee"), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test("a build without stubs refuses -uitest saying 'this build', not naming a command")
    func refusalSaysThisBuild() {
        // Then
        #expect(
            LaunchConfigurationError.stubModulesNotLinked.description
                == "this build has no stub modules (built without the UITesting trait); refusing to run live")
        #expect(
            AppDependenciesError.stubModulesNotLinked.description
                == LaunchConfigurationError.stubModulesNotLinked.description)
    }

    /// The `switch` below has no `#if`: `LaunchMode` has both cases in every build, so this same code compiles with
    /// and without the `UITesting` trait (the service example builds it both ways in CI).
    @Test(
        "a host's switch over LaunchMode needs no #if, and -uitest reports its scenario by name",
        arguments: [([String](), nil), (["-uitest"], "happyPath"), (["-uitest", "-uitest-scenario", "slow"], "slow")])
    func launchModeHasOneShape(arguments: [String], expectedScenario: String?) throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["my-service"] + arguments, environment: [:])

        // When
        let scenarioName: String? =
            switch launch.mode {
            case .live: nil
            case .uiTest(let uiTest): uiTest.scenarioName
            }

        // Then
        #expect(scenarioName == expectedScenario)
        #expect(launch.isUITest == (expectedScenario != nil))
    }

    @Test("a custom scenario is reported as custom")
    func customScenarioName() throws {
        // Given
        let launch = try LaunchConfiguration(
            arguments: ["my-service", "-uitest", "-uitest-scenario", #"{"version": 1, "delayMilliseconds": 5}"#],
            environment: [:])

        // Then
        #expect(launch.mode == .uiTest(UITestLaunch(scenario: Scenario.happyPath.withDelay(milliseconds: 5))))
        guard case .uiTest(let uiTest) = launch.mode else { return }
        #expect(uiTest.scenarioName == "custom")
    }
}

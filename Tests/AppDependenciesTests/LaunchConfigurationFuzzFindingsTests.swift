import AppDependencies
import Foundation
import Testing

/// Inputs the command-line fuzz target (`Fuzz/Sources/FuzzCommandLine`) found, kept as tests.
@Suite("Launch configurations the fuzzer found")
struct LaunchConfigurationFuzzFindingsTests {
    @Test("An invalid scenario read from an @path with a line break in it is reported on one line")
    func scenarioPathWithLineBreak() {
        // Given
        let arguments = ["marquee", "-uitest", "-uitest-scenario", "@scen\nario", "dependencies"]

        // When
        let error = #expect(throws: LaunchConfigurationError.self) {
            try LaunchConfiguration(arguments: arguments, environment: [:]) { _ throws(ScenarioFileProblem) in
                Data("neither a preset nor JSON".utf8)
            }
        }

        // Then
        let message = error?.description ?? "\n"
        #expect(!message.contains { $0.isNewline })
        #expect(message.hasPrefix("invalid scenario (-uitest-scenario @scen ario): "))
    }
}

import Foundation
import HTTPTransport
import MoviesAdapters

#if UITesting
    import UITestScenario
#endif

extension LaunchConfiguration {
    /// What the argument scan found.
    struct Switches {
        var uiTest = false
        var scenario: String?
        var remaining: [String] = []
    }

    /// Takes `-uitest` and `-uitest-scenario VALUE` out of `arguments`; stops looking at `--`.
    static func scanSwitches(in arguments: [String]) throws(LaunchConfigurationError) -> Switches {
        var switches = Switches()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--":
                switches.remaining += arguments[(index - 1)...]
                return switches
            case uiTestSwitch:
                switches.uiTest = true
            case scenarioOption:
                guard switches.scenario == nil else { throw .duplicateScenarioOption }
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else {
                    throw .missingScenarioValue
                }
                switches.scenario = arguments[index]
                index += 1
            default:
                switch LaunchSwitchSpelling.resemblance(of: argument) {
                case .uiTestSwitch?: throw .misspelledUITestSwitch(Self.reportable(argument))
                case .scenarioOption?: throw .misspelledScenarioOption(Self.reportable(argument))
                case nil: switches.remaining.append(argument)
                }
            }
        }
        return switches
    }

    /// Refuses variables that look like the launch switches, since they would otherwise be silently ignored.
    /// Checked in name order, so the error does not depend on the dictionary's order.
    static func rejectMisspelledVariables(in environment: [String: String]) throws(LaunchConfigurationError) {
        for name in environment.keys.sorted() where name != scenarioVariable {
            if LaunchSwitchSpelling.resemblesScenarioVariable(name) { throw .misspelledScenarioVariable(name) }
            if LaunchSwitchSpelling.resemblesUITestVariable(name) { throw .uiTestVariableNotSupported(name) }
        }
    }

    /// An argument as it may appear in a message: a value after `=` is left out, since it could be anything.
    private static func reportable(_ argument: String) -> String {
        guard let equals = argument.firstIndex(of: "=") else { return argument }
        return String(argument[...equals]) + "…"
    }

    static func baseURL(
        default defaultURL: URL, variable: String, environment: [String: String]
    ) throws(LaunchConfigurationError) -> URL {
        do {
            return try APIBaseURL.resolve(defaultURL: defaultURL, specificVariable: variable, environment: environment)
        } catch {
            throw .invalidBaseURL(variable: error.variable, reason: error.description)
        }
    }

    /// The credential from `TMDB_API_TOKEN` or `TMDB_API_KEY`. Surrounding white space (a newline from
    /// `$(cat file)`) is trimmed; an empty value counts as unset; both set is a conflict.
    static func credential(in environment: [String: String]) -> Result<TMDbCredential, ContextConfigurationError> {
        func value(_ variable: String) -> Result<String, ContextConfigurationError>? {
            guard let raw = environment[variable] else { return nil }
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return nil }
            let isClean = trimmed.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }
            return isClean ? .success(trimmed) : .failure(.malformedTMDbCredential(variable: variable))
        }
        switch (value(tmdbTokenVariable), value(tmdbKeyVariable)) {
        case (nil, nil): return .failure(.missingTMDbCredential)
        case (.some, .some): return .failure(.conflictingTMDbCredentials)
        case (let token?, nil): return token.map(TMDbCredential.bearerToken)
        case (nil, let key?): return key.map(TMDbCredential.apiKey)
        }
    }

    #if UITesting
        /// The scenario from `source`: happy path when absent, a file's contents after `@`, else the text itself;
        /// it may override only the ports the UI-test factories wire.
        static func scenario(
            from source: (origin: String, text: String)?, readFile: (String) throws(ScenarioFileProblem) -> Data
        ) throws(LaunchConfigurationError) -> Scenario {
            guard let source else { return .happyPath }
            var text = source.text
            var origin = source.origin
            if text.hasPrefix("@") {
                let path = String(text.dropFirst())
                guard !path.isEmpty else { throw .unreadableScenarioFile(path: path, problem: .noPath) }
                let data: Data
                do {
                    data = try readFile(path)
                } catch {
                    throw .unreadableScenarioFile(path: path, problem: error)
                }
                guard let contents = String(validating: data, as: UTF8.self) else {
                    throw .unreadableScenarioFile(path: path, problem: .notUTF8)
                }
                text = contents
                origin += " @" + path
            }
            do {
                let scenario = try Scenario.parse(text)
                try UITestDependencies.requireKnownPorts(in: scenario)
                return scenario
            } catch {
                let oneLine = error.description.split(whereSeparator: \.isNewline).joined(separator: " ")
                throw .invalidScenario(source: origin, reason: oneLine)
            }
        }
    #endif
}

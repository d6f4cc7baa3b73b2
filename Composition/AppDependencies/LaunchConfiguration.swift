import CharactersAdapters
import Foundation
import HTTPTransport
import MoviesAdapters
import SharedKernel

#if UITesting
    import UITestScenario
#endif

/// Everything start-up needs to know, read from the launch arguments and the environment, and checked.
///
/// - `-uitest` (exactly so) backs every port with a stub; near-misses (`--uitest`, `-UITest`, `-uitests`,
///   `-uitest=1`, `-ui-test`, …) are errors, never ignored. The switches are recognised anywhere before `--`.
/// - `-uitest-scenario S`, or the environment variable `UITEST_SCENARIO` (the argument wins), picks the
///   scenario: a preset name, inline JSON, or `@path/to/file.json`. A scenario without `-uitest` is an error.
/// - `API_BASE_URL`, `TMDB_API_BASE_URL`, `RICK_AND_MORTY_API_BASE_URL` move the services (see `APIBaseURL`).
/// - `TMDB_API_TOKEN` (bearer token) or `TMDB_API_KEY` (v3 key) is the TMDb credential. Only one may be set;
///   a missing or conflicting credential is recorded, not thrown, because only the Movies context needs it
///   (see ``AppDependencies/movies``).
public struct LaunchConfiguration: Sendable, Hashable {
    /// The stub switch, matched exactly (``LaunchSwitches``).
    package static let uiTestSwitch = LaunchSwitches.uiTestSwitch
    /// The scenario option; its value is the next argument.
    package static let scenarioOption = LaunchSwitches.scenarioOption
    /// The environment variable that picks the scenario when the option is absent.
    package static let scenarioVariable = LaunchSwitches.scenarioVariable
    /// The environment variable holding a TMDb read access token, sent as `Authorization: Bearer`.
    package static let tmdbTokenVariable = "TMDB_API_TOKEN"
    /// The environment variable holding a TMDb v3 API key, sent as the `api_key` query item.
    package static let tmdbKeyVariable = "TMDB_API_KEY"
    /// The environment variable holding a TMDb guest session id, which `marquee`'s rating commands act with.
    package static let tmdbGuestSessionVariable = "TMDB_GUEST_SESSION_ID"
    /// The largest scenario file read, in bytes.
    package static let maximumScenarioFileSize = 1 << 20

    /// The stub scenario presets `marquee` offers (Marquee's port sets'); empty when it was built without the
    /// `UITesting` trait.
    package static var scenarioPresetNames: [String] {
        #if UITesting
            StubWorld.presetNames(for: UITestDependencies.portSets)
        #else
            []
        #endif
    }

    /// Live, or stubs.
    public let mode: LaunchMode
    /// The program path, the first of the arguments read (empty when there was none).
    package let programPath: String
    /// The arguments after the program path, without the launch switches and their values, in order; `--` and
    /// everything after it are kept as they are.
    public let remainingArguments: [String]

    /// The arguments the host framework should read, in `CommandLine.arguments`' shape: the program path, then
    /// ``remainingArguments`` (Marquee's `-uitest` and `-uitest-scenario S` taken out). Hand them on as they are,
    /// e.g. to Vapor's `Environment.detect(arguments:)`, which stops on an option it does not know.
    public var hostArguments: [String] { [programPath] + remainingArguments }
    /// Where the TMDb API is.
    package let tmdbBaseURL: URL
    /// Where the Rick and Morty API is.
    package let rickAndMortyBaseURL: URL
    /// The TMDb credential, or why there is no usable one.
    package let tmdbCredential: Result<TMDbCredential, ContextConfigurationError>

    /// Reads `arguments` (as in `CommandLine.arguments`: the first element, the program path, is skipped) and
    /// `environment`. `readFile` reads an `@path` scenario (see ``readScenarioFile(_:)``); tests pass their own.
    public init(
        arguments: [String], environment: [String: String],
        readFile: (String) throws(ScenarioFileProblem) -> Data = LaunchConfiguration.readScenarioFile
    ) throws(LaunchConfigurationError) {
        #if UITesting
            try self.init(
                arguments: arguments, environment: environment, portSets: UITestDependencies.portSets,
                readFile: readFile)
        #else
            try self.init(arguments: arguments, environment: environment, portSets: (), readFile: readFile)
        #endif
    }

    #if UITesting
        /// Reads `arguments` and `environment` as ``init(arguments:environment:readFile:)`` does, for a service that
        /// puts ports of its own under the switch: a `-uitest` scenario may name `ownPorts` (and their methods and
        /// data) as well as Marquee's, and is checked against both.
        public init(
            arguments: [String], environment: [String: String], stubbing ownPorts: [any StubbedPort.Type],
            readFile: (String) throws(ScenarioFileProblem) -> Data = LaunchConfiguration.readScenarioFile
        ) throws(LaunchConfigurationError) {
            try self.init(
                arguments: arguments, environment: environment, portSets: UITestDependencies.portSets + ownPorts,
                readFile: readFile)
        }

        /// The port sets a `-uitest` scenario is checked against.
        typealias PortSets = [any StubbedPort.Type]
    #else
        /// Nothing to check a scenario against: without the trait `-uitest` is refused.
        typealias PortSets = Void
    #endif

    private init(
        arguments: [String], environment: [String: String], portSets: PortSets,
        readFile: (String) throws(ScenarioFileProblem) -> Data
    ) throws(LaunchConfigurationError) {
        let switches = try Self.scanSwitches(in: Array(arguments.dropFirst()))
        try Self.rejectMisspelledVariables(in: environment)
        programPath = arguments.first ?? ""
        remainingArguments = switches.remaining

        let scenarioSource: (origin: String, text: String)?
        if let text = switches.scenario {
            scenarioSource = (Self.scenarioOption, text)
        } else if let text = environment[Self.scenarioVariable], !text.isEmpty {
            scenarioSource = (Self.scenarioVariable, text)
        } else {
            scenarioSource = nil
        }
        if let scenarioSource, !switches.uiTest {
            throw .scenarioWithoutUITest(source: scenarioSource.origin)
        }
        if switches.uiTest {
            #if UITesting
                mode = .uiTest(
                    UITestLaunch(
                        scenario: try Self.scenario(from: scenarioSource, portSets: portSets, readFile: readFile)))
            #else
                _ = portSets
                throw .stubModulesNotLinked
            #endif
        } else {
            mode = .live
        }

        tmdbBaseURL = try Self.baseURL(
            default: TMDbConfiguration.defaultBaseURL, variable: TMDbConfiguration.baseURLVariable,
            environment: environment)
        rickAndMortyBaseURL = try Self.baseURL(
            default: RickAndMortyConfiguration.defaultBaseURL, variable: RickAndMortyConfiguration.baseURLVariable,
            environment: environment)
        tmdbCredential = Self.credential(in: environment)
    }

    /// Whether `-uitest` was given (and accepted).
    package var isUITest: Bool {
        mode != .live
    }

    /// The TMDb configuration, or why there is none.
    package var tmdbConfiguration: Result<TMDbConfiguration, ContextConfigurationError> {
        tmdbCredential.map { TMDbConfiguration(credential: $0, baseURL: tmdbBaseURL) }
    }

    /// The Rick and Morty configuration.
    package var rickAndMortyConfiguration: RickAndMortyConfiguration {
        RickAndMortyConfiguration(baseURL: rickAndMortyBaseURL)
    }

    /// Reads the regular file at `path` (relative to the working directory), following symbolic links. Only
    /// regular files of at most `maximumScenarioFileSize` bytes are read: a directory, device, pipe or socket is
    /// refused before it is opened, so `@/dev/zero`, `@/dev/stdin` or a named pipe cannot hang start-up.
    public static func readScenarioFile(_ path: String) throws(ScenarioFileProblem) -> Data {
        guard !path.isEmpty else { throw .noPath }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: resolved) else { throw .missing }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { throw .unreadable }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .notARegularFile }
        if let size = attributes[.size] as? NSNumber, size.int64Value > Int64(maximumScenarioFileSize) {
            throw .tooLarge(limit: maximumScenarioFileSize)
        }
        guard let handle = FileHandle(forReadingAtPath: resolved) else { throw .unreadable }
        defer { try? handle.close() }
        // At most one byte past the limit, in case the file grew since it was looked at.
        guard let data = try? handle.read(upToCount: maximumScenarioFileSize + 1) else { throw .unreadable }
        guard data.count <= maximumScenarioFileSize else { throw .tooLarge(limit: maximumScenarioFileSize) }
        return data
    }

    /// The values of the secret variables (``tmdbTokenVariable``, ``tmdbKeyVariable``,
    /// ``tmdbGuestSessionVariable``) in `environment` that are
    /// long enough to be worth hiding (at least ``minimumRedactedSecretLength`` characters), longest first: the
    /// whole value, trimmed, and each white-space separated part of it. A command line tool replaces them in
    /// everything it prints, so a secret pasted into an argument is not echoed back either.
    package static func secretValues(in environment: [String: String]) -> [String] {
        var secrets: Set<String> = []
        for variable in [tmdbTokenVariable, tmdbKeyVariable, tmdbGuestSessionVariable] {
            guard let value = environment[variable] else { continue }
            let parts = value.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
            for secret in [value, value.trimmingCharacters(in: .whitespacesAndNewlines)] + parts
            where secret.count >= minimumRedactedSecretLength {
                secrets.insert(secret)
            }
        }
        return secrets.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// Shorter values are not replaced in output: hiding every `abc` in a table would garble it, and a real TMDb
    /// key (32 characters) or token (over 200) is far longer.
    package static let minimumRedactedSecretLength = 8
}

/// Why the launch arguments and environment cannot be used. Every message is one line and names what to change;
/// none contains a secret (credentials are not even read until the Movies context is asked for).
public enum LaunchConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An argument that looks like the stub switch but is not exactly `-uitest` (e.g. `--uitest`, `-UITest`,
    /// `-uitests`, `-uitest=1`, `-ui-test`). Ignoring it would silently run live.
    case misspelledUITestSwitch(String)
    /// An argument that looks like the scenario option but is not exactly `-uitest-scenario` (e.g.
    /// `--uitest-scenario`, `-uitest-scenario=empty`, `-UITestScenario`).
    case misspelledScenarioOption(String)
    /// An environment variable that looks like `UITEST_SCENARIO` but is not (e.g. `UI_TEST_SCENARIO`).
    case misspelledScenarioVariable(String)
    /// An environment variable such as `UITEST=1`: stubs are switched on by the `-uitest` argument only.
    case uiTestVariableNotSupported(String)
    /// `-uitest-scenario` is the last argument, or is followed by another option.
    case missingScenarioValue
    /// `-uitest-scenario` is given more than once.
    case duplicateScenarioOption
    /// A scenario is given (by `-uitest-scenario` or `UITEST_SCENARIO`, named here) without `-uitest`.
    case scenarioWithoutUITest(source: String)
    /// The scenario from `source` is not a preset, valid JSON, or readable file; `reason` lists what is valid.
    case invalidScenario(source: String, reason: String)
    /// The `@path` of a scenario file cannot be used; `problem` says why.
    case unreadableScenarioFile(path: String, problem: ScenarioFileProblem)
    /// A base URL variable is not an absolute http(s) URL.
    case invalidBaseURL(variable: String, reason: String)
    /// `-uitest` in a build without the `UITesting` trait: there are no stubs to switch to, and running live
    /// instead would hit real services from what is meant to be a test.
    case stubModulesNotLinked

    /// One line saying what is wrong and what to write instead.
    public var description: String {
        switch self {
        case .misspelledUITestSwitch(let argument):
            LaunchSwitchError.misspelledUITestSwitch(argument).description
        case .misspelledScenarioOption(let argument):
            LaunchSwitchError.misspelledScenarioOption(argument).description
        case .misspelledScenarioVariable(let name):
            "\(UserText.quoted(name)) is not read; the scenario variable is UITEST_SCENARIO (used with -uitest)"
        case .uiTestVariableNotSupported(let name):
            "\(UserText.quoted(name)) does not switch to stubs; pass the -uitest argument (and unset \(name))"
        case .missingScenarioValue:
            LaunchSwitchError.missingScenarioValue.description
        case .duplicateScenarioOption:
            LaunchSwitchError.duplicateScenarioOption.description
        case .scenarioWithoutUITest(let source):
            "\(source) is set but -uitest is not: add -uitest to run on stubs, or drop the scenario to run live"
        case .invalidScenario(let source, let reason):
            // The source names an @path, which may hold any character: kept on one line like the reason.
            "invalid scenario (\(source.split(whereSeparator: \.isNewline).joined(separator: " "))): \(reason)"
        case .unreadableScenarioFile(_, .noPath):
            "cannot read the scenario file: \(ScenarioFileProblem.noPath)"
        case .unreadableScenarioFile(let path, let problem):
            "cannot read scenario file \(UserText.quoted(path)): \(problem)"
        case .invalidBaseURL(_, let reason):
            reason
        case .stubModulesNotLinked:
            "this build has no stub modules (built without the UITesting trait); refusing to run live"
        }
    }
}

extension LaunchConfiguration {
    /// Takes `-uitest` and `-uitest-scenario VALUE` out of `arguments` (``LaunchSwitches``); stops looking at `--`.
    static func scanSwitches(in arguments: [String]) throws(LaunchConfigurationError) -> LaunchSwitches {
        do {
            return try LaunchSwitches(arguments: arguments)
        } catch {
            switch error {
            case .misspelledUITestSwitch(let argument): throw .misspelledUITestSwitch(argument)
            case .misspelledScenarioOption(let argument): throw .misspelledScenarioOption(argument)
            case .missingScenarioValue: throw .missingScenarioValue
            case .duplicateScenarioOption: throw .duplicateScenarioOption
            }
        }
    }

    /// Refuses variables that look like the launch switches, since they would otherwise be silently ignored.
    /// Checked in name order, so the error does not depend on the dictionary's order.
    static func rejectMisspelledVariables(in environment: [String: String]) throws(LaunchConfigurationError) {
        for name in environment.keys.sorted() where name != scenarioVariable {
            if LaunchSwitchSpelling.resemblesScenarioVariable(name) { throw .misspelledScenarioVariable(name) }
            if LaunchSwitchSpelling.resemblesUITestVariable(name) { throw .uiTestVariableNotSupported(name) }
        }
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
        /// it may override only the ports of `portSets`.
        static func scenario(
            from source: (origin: String, text: String)?, portSets: PortSets,
            readFile: (String) throws(ScenarioFileProblem) -> Data
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
                return try StubWorld.scenario(text, for: portSets)
            } catch {
                let oneLine = error.description.split(whereSeparator: \.isNewline).joined(separator: " ")
                throw .invalidScenario(source: origin, reason: oneLine)
            }
        }
    #endif
}

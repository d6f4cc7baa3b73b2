import CompositionKit

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
            "\(UserText.quoted(argument)) is not the stub switch; write -uitest exactly (one dash, lower case, no value)"
        case .misspelledScenarioOption(let argument):
            "\(UserText.quoted(argument)) is not a launch option; write -uitest -uitest-scenario NAME "
                + "(one dash, lower case, the value as the next argument)"
        case .misspelledScenarioVariable(let name):
            "\(UserText.quoted(name)) is not read; the scenario variable is UITEST_SCENARIO (used with -uitest)"
        case .uiTestVariableNotSupported(let name):
            "\(UserText.quoted(name)) does not switch to stubs; pass the -uitest argument (and unset \(name))"
        case .missingScenarioValue:
            "-uitest-scenario needs a value: a preset name, inline JSON, or @path/to/scenario.json"
        case .duplicateScenarioOption:
            "-uitest-scenario is given more than once"
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

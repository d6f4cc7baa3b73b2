import Wiring

/// The stub switch of a service that is not Marquee, read from its launch arguments by the reading `marquee` and
/// `MarqueeStart` use, with the same refusals: `-uitest` puts every registered port on its stub, `-uitest-scenario S`
/// says what they simulate (a preset or inline JSON, checked against those ports; `happyPath` when absent). The
/// service reads its own options from ``remainingArguments``.
public struct StubLaunch: Sendable, Hashable {
    /// `-uitest`.
    @available(*, deprecated, message: "package in 2.0.0: the literal -uitest")
    public static let uiTestSwitch = LaunchSwitches.uiTestSwitch
    /// `-uitest-scenario`.
    @available(*, deprecated, message: "package in 2.0.0: the literal -uitest-scenario")
    public static let scenarioOption = LaunchSwitches.scenarioOption

    /// The scenario to launch the stubs with; `nil` without `-uitest`.
    public let scenario: Scenario?
    /// The arguments without the stub switch and its scenario, in their order (the program's path is not among
    /// them, as it was not among the arguments read).
    public let remainingArguments: [String]

    /// Reads `arguments` (without the executable's path: `CommandLine.arguments.dropFirst()`). Throws
    /// ``StubLaunchError`` for a near miss of either switch (`--uitest`, `-UITest`, `-uitest=1`,
    /// `--uitest-scenario`, …, refused as `marquee` refuses them, never passed on to the service), a scenario without
    /// `-uitest`, a `-uitest-scenario` without a value or given twice, or a scenario that `portSets` cannot serve
    /// (naming the unknown port, method, kind or field; an unknown preset's message lists only the presets
    /// `portSets` can serve). The switches are read up to `--`; `--` and what follows it are the service's.
    public init(arguments: [String], stubbing portSets: [any StubbedPorts.Type]) throws(StubLaunchError) {
        let switches: LaunchSwitches
        do {
            switches = try LaunchSwitches(arguments: arguments)
        } catch {
            switch error {
            case .misspelledUITestSwitch(let argument): throw .misspelledUITestSwitch(argument)
            case .misspelledScenarioOption(let argument): throw .misspelledScenarioOption(argument)
            case .missingScenarioValue: throw .missingScenario
            case .duplicateScenarioOption: throw .duplicateScenarioOption
            }
        }
        let isUITest = switches.uiTest
        let text = switches.scenario
        remainingArguments = switches.remaining
        guard isUITest else {
            guard text == nil else { throw .scenarioWithoutUITest }
            scenario = nil
            return
        }
        do throws(ScenarioError) {
            scenario =
                try text.map { (text) throws(ScenarioError) in try StubWorld.scenario(text, for: portSets) }
                ?? .happyPath
        } catch {
            throw .invalidScenario(error)
        }
    }
}

/// Why the stub switch's arguments were refused: one line for standard error.
public enum StubLaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `-uitest-scenario` without `-uitest`.
    case scenarioWithoutUITest
    /// `-uitest-scenario` as the last argument.
    case missingScenario
    /// The scenario does not read, or names what the ports do not have.
    case invalidScenario(ScenarioError)
    /// An argument that resembles `-uitest` without being it (`--uitest`, `-UITest`, `-uitest=1`; a value after
    /// `=` is not shown).
    case misspelledUITestSwitch(String)
    /// An argument that resembles `-uitest-scenario` without being it (`--uitest-scenario`, `-uitestScenario`).
    case misspelledScenarioOption(String)
    /// `-uitest-scenario` given more than once.
    case duplicateScenarioOption

    /// The line.
    public var description: String {
        switch self {
        case .scenarioWithoutUITest: "-uitest-scenario needs -uitest"
        case .missingScenario: "-uitest-scenario needs a value"
        case .invalidScenario(let error): "-uitest-scenario: \(error)"
        case .misspelledUITestSwitch(let argument): LaunchSwitchError.misspelledUITestSwitch(argument).description
        case .misspelledScenarioOption(let argument):
            LaunchSwitchError.misspelledScenarioOption(argument).description
        case .duplicateScenarioOption: LaunchSwitchError.duplicateScenarioOption.description
        }
    }
}

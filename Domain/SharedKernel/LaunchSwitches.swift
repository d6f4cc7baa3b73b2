/// The stub switches as a launch gives them, taken out of its arguments: the one reading of `-uitest` and
/// `-uitest-scenario`, for `marquee`, `MarqueeStart` (`LaunchConfiguration`) and every service on `StubLaunch`, so
/// that each refuses the same near misses with the same hint.
///
/// `-uitest` (exactly so) turns the stubs on; `-uitest-scenario VALUE` names their scenario (the value is the next
/// argument, and may not start with `-`). An argument that resembles either without being it (`--uitest`,
/// `-UITest`, `-uitests`, `-uitest=1`, `-ui-test`, `--uitest-scenario`, …: ``LaunchSwitchSpelling``) is refused,
/// never passed on: passing it on would silently run live. The switches are read anywhere before `--`; `--` and
/// everything after it are the host's.
package struct LaunchSwitches: Sendable, Hashable {
    /// The stub switch, matched exactly.
    package static let uiTestSwitch = "-uitest"
    /// The scenario option; its value is the next argument.
    package static let scenarioOption = "-uitest-scenario"
    /// The environment variable that names the scenario when the option is absent (read by `LaunchConfiguration`).
    package static let scenarioVariable = "UITEST_SCENARIO"

    /// Whether `-uitest` was given.
    package var uiTest = false
    /// The value of `-uitest-scenario`, if it was given.
    package var scenario: String?
    /// The other arguments, in their order.
    package var remaining: [String] = []

    /// Takes the switches out of `arguments` (without the program's path).
    package init(arguments: [String]) throws(LaunchSwitchError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--":
                remaining += arguments[(index - 1)...]
                return
            case Self.uiTestSwitch:
                uiTest = true
            case Self.scenarioOption:
                guard scenario == nil else { throw .duplicateScenarioOption }
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else {
                    throw .missingScenarioValue
                }
                scenario = arguments[index]
                index += 1
            default:
                switch LaunchSwitchSpelling.resemblance(of: argument) {
                case .uiTestSwitch?: throw .misspelledUITestSwitch(Self.reportable(argument))
                case .scenarioOption?: throw .misspelledScenarioOption(Self.reportable(argument))
                case nil: remaining.append(argument)
                }
            }
        }
    }

    /// An argument as it may appear in a message: a value after `=` is left out, since it could be anything.
    private static func reportable(_ argument: String) -> String {
        guard let equals = argument.firstIndex(of: "=") else { return argument }
        return String(argument[...equals]) + "…"
    }
}

/// Why the stub switches cannot be read; each reader maps it into its own error, with this message.
package enum LaunchSwitchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An argument that resembles `-uitest` without being it (shown without any value after `=`).
    case misspelledUITestSwitch(String)
    /// An argument that resembles `-uitest-scenario` without being it.
    case misspelledScenarioOption(String)
    /// `-uitest-scenario` is the last argument, or is followed by another option.
    case missingScenarioValue
    /// `-uitest-scenario` is given more than once.
    case duplicateScenarioOption

    /// One line saying what is wrong and what to write instead.
    package var description: String {
        switch self {
        case .misspelledUITestSwitch(let argument):
            "\(UserText.quoted(argument)) is not the stub switch; write -uitest exactly (one dash, lower case, no value)"
        case .misspelledScenarioOption(let argument):
            "\(UserText.quoted(argument)) is not a launch option; write -uitest -uitest-scenario NAME "
                + "(one dash, lower case, the value as the next argument)"
        case .missingScenarioValue:
            "-uitest-scenario needs a value: a preset name, inline JSON, or @path/to/scenario.json"
        case .duplicateScenarioOption:
            "-uitest-scenario is given more than once"
        }
    }
}

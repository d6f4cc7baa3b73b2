/// The stub switch of a service that is not Marquee, read from its launch arguments the way `marquee` and
/// `MarqueeStart` read theirs: `-uitest` puts every registered port on its stub, `-uitest-scenario S` says what they
/// simulate (a preset or inline JSON, checked against those ports; `happyPath` when absent). The service reads its
/// own options from ``remainingArguments``.
public struct StubLaunch: Sendable, Hashable {
    /// `-uitest`.
    public static let uiTestSwitch = "-uitest"
    /// `-uitest-scenario`.
    public static let scenarioOption = "-uitest-scenario"

    /// The scenario to launch the stubs with; `nil` without `-uitest`.
    public let scenario: Scenario?
    /// The arguments without the stub switch and its scenario, in their order.
    public let remainingArguments: [String]

    /// Reads `arguments` (without the executable's path). Throws ``StubLaunchError`` for a scenario without
    /// `-uitest`, a `-uitest-scenario` without a value, or a scenario that `portSets` cannot serve (naming the
    /// unknown port, method, kind or field).
    public init(arguments: [String], stubbing portSets: [any StubbedPorts.Type]) throws(StubLaunchError) {
        var isUITest = false
        var text: String?
        var remaining: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case Self.uiTestSwitch: isUITest = true
            case Self.scenarioOption:
                guard let value = rest.popFirst() else { throw .missingScenario }
                text = value
            default: remaining.append(argument)
            }
        }
        remainingArguments = remaining
        guard isUITest else {
            guard text == nil else { throw .scenarioWithoutUITest }
            scenario = nil
            return
        }
        do throws(ScenarioError) {
            let parsed = try text.map { (text) throws(ScenarioError) in try Scenario.parse(text) } ?? .happyPath
            try StubWorld.requireValid(parsed, for: portSets)
            scenario = parsed
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

    /// The line.
    public var description: String {
        switch self {
        case .scenarioWithoutUITest: "-uitest-scenario needs -uitest"
        case .missingScenario: "-uitest-scenario needs a value"
        case .invalidScenario(let error): "-uitest-scenario: \(error)"
        }
    }
}

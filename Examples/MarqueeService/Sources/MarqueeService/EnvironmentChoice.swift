import MarqueeKit

/// A setting of the live service picked by name from an environment variable, case-insensitively; unset or empty
/// is the setting's default, any other name a one-line usage error naming the choices. ``ServiceTransport`` and
/// ``UpstreamCaching`` are two.
protocol EnvironmentChoice: RawRepresentable<String>, CaseIterable, Sendable {
    /// The environment variable that picks the setting.
    static var environmentVariable: String { get }
    /// The setting when the variable is unset or empty.
    static var defaultChoice: Self { get }
}

extension EnvironmentChoice {
    /// The setting `environment` asks for; ``defaultChoice`` when it asks for none.
    init(environment: [String: String]) throws(EnvironmentChoiceError) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = Self.defaultChoice
            return
        }
        guard let choice = Self.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
            throw EnvironmentChoiceError(
                variable: Self.environmentVariable, choices: Self.allCases.map(\.rawValue), value: value)
        }
        self = choice
    }
}

/// An environment variable names none of its setting's choices.
struct EnvironmentChoiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The environment variable.
    let variable: String
    /// The names it accepts.
    let choices: [String]
    /// The value it was given.
    let value: String

    /// One line naming the choices, with the value quoted as all user text is (`UserText`).
    var description: String {
        "\(variable) must be \(choices.joined(separator: " or ")), not \(UserText.quoted(value))"
    }
}

import MarqueeKit

/// A live-service setting that is a whole number from an environment variable: unset or empty is the setting's
/// default, anything but a number in range a one-line usage error naming the range.
struct WholeNumberSetting: Sendable, Hashable {
    /// The environment variable.
    let variable: String
    /// The numbers accepted.
    let range: ClosedRange<Int>

    /// The number `environment` gives, `nil` when it gives none.
    func value(in environment: [String: String]) throws(WholeNumberSettingError) -> Int? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard text.allSatisfy(\.isASCII), let number = Int(text), range.contains(number) else {
            throw WholeNumberSettingError(setting: self, value: text)
        }
        return number
    }
}

/// An environment variable holds no number its setting accepts.
struct WholeNumberSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The setting.
    let setting: WholeNumberSetting
    /// The value it was given.
    let value: String

    /// One line naming the range, with the value quoted as all user text is (`UserText`).
    var description: String {
        "\(setting.variable) must be a whole number from \(setting.range.lowerBound) through "
            + "\(setting.range.upperBound), got \(UserText.quoted(value))"
    }
}

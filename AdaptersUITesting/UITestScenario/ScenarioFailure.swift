/// How a failing call fails. Every stub maps it onto its own port's error the same way: ``unauthorized`` to
/// `.unauthorized`, ``serverError`` to `.unavailable`.
public enum ScenarioFailure: String, Hashable, Sendable, CaseIterable {
    /// The service refuses the credential (HTTP 401): the port's `.unauthorized`.
    case unauthorized
    /// The service fails (HTTP 5xx, timeout): the port's `.unavailable`.
    case serverError

    /// The names, as JSON scenarios spell them.
    public static let names: [String] = allCases.map(\.rawValue)
}

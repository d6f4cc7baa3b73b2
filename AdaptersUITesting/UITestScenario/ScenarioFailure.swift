/// How a failing call fails. Every stub maps it onto its own port's error the same way (`StubPort`):
/// ``unauthorized`` to `.upstream(.unauthorized)`, ``serverError`` to `.upstream(.unavailable)`.
public enum ScenarioFailure: String, Hashable, Sendable, CaseIterable {
    /// The service refuses the credential (HTTP 401): `UpstreamFailure.unauthorized`.
    case unauthorized
    /// The service fails (HTTP 5xx, timeout): `UpstreamFailure.unavailable`.
    case serverError

    /// The names, as JSON scenarios spell them.
    package static let names: [String] = allCases.map(\.rawValue)
}

/// One call a `StubImageConfigurationRepository` received; it reads as data through its synthesized `Encodable`
/// form (what UITestKit's `checkCalls(to:are:)` reads).
public enum StubImageConfigurationRepositoryCall: Hashable, Codable, Sendable {
    /// `imageConfiguration()`.
    case imageConfiguration
}

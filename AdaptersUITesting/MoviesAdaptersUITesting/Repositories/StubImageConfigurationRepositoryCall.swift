/// One call a ``StubImageConfigurationRepository`` received.
public enum StubImageConfigurationRepositoryCall: Hashable, Sendable {
    /// `imageConfiguration()`.
    case imageConfiguration
}

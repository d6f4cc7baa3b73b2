extension StubImageConfigurationRepository {
    /// One call a ``StubImageConfigurationRepository`` received.
    public enum Call: Hashable, Sendable {
        /// `imageConfiguration()`.
        case imageConfiguration
    }
}

/// One call a ``StubImageConfigurationRepository`` received.
package enum StubImageConfigurationRepositoryCall: Hashable, Sendable {
    /// `imageConfiguration()`.
    case imageConfiguration
}

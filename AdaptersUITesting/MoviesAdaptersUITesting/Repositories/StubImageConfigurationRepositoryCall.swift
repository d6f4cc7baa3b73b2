import UITestScenario

/// One call a `StubImageConfigurationRepository` received; it reads as data through its synthesized `Encodable`
/// form (``UITestScenario/StubbedCall``).
public enum StubImageConfigurationRepositoryCall: Hashable, StubbedCall {
    /// `imageConfiguration()`.
    case imageConfiguration
}

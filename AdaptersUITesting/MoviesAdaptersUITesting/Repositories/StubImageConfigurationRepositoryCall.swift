import Wiring

/// One call a `StubImageConfigurationRepository` received.
public enum StubImageConfigurationRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `imageConfiguration()`.
    case imageConfiguration

    /// `ImageConfigurationRepository`.
    public static var port: String { "ImageConfigurationRepository" }

    /// `imageConfiguration()`.
    public var portCall: PortCall {
        switch self {
        case .imageConfiguration: PortCall("imageConfiguration")
        }
    }
}

import CompositionKit

/// One call a `StubImageConfigurationRepository` received.
public enum StubImageConfigurationRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `imageConfiguration()`.
    case imageConfiguration

    /// `ImageConfigurationRepository`.
    public static var port: String { "ImageConfigurationRepository" }

    /// `imageConfiguration()`.
    public var recordedCall: PortCall {
        switch self {
        case .imageConfiguration: PortCall("imageConfiguration")
        }
    }
}

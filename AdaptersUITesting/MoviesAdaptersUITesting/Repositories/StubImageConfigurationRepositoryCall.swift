import CompositionKit

/// One call a `StubImageConfigurationRepository` received.
public enum StubImageConfigurationRepositoryCall: Hashable, Sendable, RecordedCallConvertible {
    /// `imageConfiguration()`.
    case imageConfiguration

    /// `ImageConfigurationRepository`.
    public static var port: String { "ImageConfigurationRepository" }

    /// `imageConfiguration()`.
    public var recordedCall: RecordedCall {
        switch self {
        case .imageConfiguration: RecordedCall("imageConfiguration")
        }
    }
}

/// The port to TMDb's image configuration, which turns image paths into URLs. It rarely changes: an
/// implementation may fetch it once and share it.
public protocol ImageConfigurationRepository: Sendable {
    /// The current image configuration.
    func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration
}

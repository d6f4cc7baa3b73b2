import MarqueeKit

/// Never asked here: the popular list needs no image configuration.
struct FakeImageConfigurationRepository: ImageConfigurationRepository {
    func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        throw .unavailable
    }
}

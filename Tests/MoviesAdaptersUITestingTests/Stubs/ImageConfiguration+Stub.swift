import Foundation
import MoviesAdaptersUITesting
import MoviesDomain

extension ImageConfiguration {
    /// An image configuration for tests; defaults to TMDb's real one (``StubMovieCatalogue/standard``).
    static func stub(
        secureBaseURL: URL = StubImageConfigurationRepository.standardConfiguration.secureBaseURL,
        posterSizes: [ImageSize] = StubImageConfigurationRepository.standardConfiguration.posterSizes,
        backdropSizes: [ImageSize] = StubImageConfigurationRepository.standardConfiguration.backdropSizes,
        profileSizes: [ImageSize] = StubImageConfigurationRepository.standardConfiguration.profileSizes
    ) -> ImageConfiguration {
        ImageConfiguration(
            secureBaseURL: secureBaseURL, posterSizes: posterSizes, backdropSizes: backdropSizes,
            profileSizes: profileSizes)
    }
}

import Foundation
import MoviesAdaptersUITesting
import MoviesDomain

extension ImageConfiguration {
    /// An image configuration for tests; defaults to TMDb's real one (``StubMovieCatalogue/standard``).
    static func stub(
        secureBaseURL: URL = StubMovieCatalogue.standard.imageConfiguration.secureBaseURL,
        posterSizes: [ImageSize] = StubMovieCatalogue.standard.imageConfiguration.posterSizes,
        backdropSizes: [ImageSize] = StubMovieCatalogue.standard.imageConfiguration.backdropSizes,
        profileSizes: [ImageSize] = StubMovieCatalogue.standard.imageConfiguration.profileSizes
    ) -> ImageConfiguration {
        ImageConfiguration(
            secureBaseURL: secureBaseURL, posterSizes: posterSizes, backdropSizes: backdropSizes,
            profileSizes: profileSizes)
    }
}

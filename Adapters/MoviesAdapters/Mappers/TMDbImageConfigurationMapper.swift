import Foundation
import HTTPTransport
import MoviesDomain

/// Maps `/configuration` onto ``ImageConfiguration``. Size names this version does not know (anything but
/// `w<n>`, `h<n>` and `original`) are skipped rather than failing the whole configuration; a base URL that is
/// not an absolute http(s) URL is an invalid response.
enum TMDbImageConfigurationMapper {
    static func imageConfiguration(_ dto: TMDbConfigurationDTO) throws(JSONAPIFailure) -> ImageConfiguration {
        guard let baseURL = URL(string: dto.images.secureBaseURL),
            let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https", baseURL.host != nil
        else { throw .invalidResponse }
        return ImageConfiguration(
            secureBaseURL: baseURL,
            posterSizes: sizes(dto.images.posterSizes),
            backdropSizes: sizes(dto.images.backdropSizes),
            profileSizes: sizes(dto.images.profileSizes)
        )
    }

    private static func sizes(_ names: [String]?) -> [ImageSize] {
        (names ?? []).compactMap(ImageSize.init(apiValue:))
    }
}

import Foundation
import MoviesDomain

extension ImageConfiguration {
    /// TMDb's recorded image configuration.
    static let tmdb = ImageConfiguration(
        secureBaseURL: URL(string: "https://image.tmdb.org/t/p/")!,
        posterSizes: [.width(92), .width(154), .width(185), .width(342), .width(500), .width(780), .original],
        backdropSizes: [.width(300), .width(780), .width(1280), .original],
        profileSizes: [.width(45), .width(185), .height(632), .original]
    )
}

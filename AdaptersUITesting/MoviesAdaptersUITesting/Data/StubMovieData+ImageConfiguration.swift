import MoviesDomain

extension StubImageConfigurationRepository {
    /// TMDb's image configuration as recorded: what the stub answers unless a test passes its own.
    package static var standardConfiguration: ImageConfiguration { StubMovieData.imageConfiguration }
}

extension StubMovieData {
    /// TMDb's image configuration as recorded (`GET /configuration`): the secure base URL and the poster, backdrop
    /// and profile sizes.
    static let imageConfiguration = ImageConfiguration(
        secureBaseURL: url("https://image.tmdb.org/t/p/"),
        posterSizes: [.width(92), .width(154), .width(185), .width(342), .width(500), .width(780), .original],
        backdropSizes: [.width(300), .width(780), .width(1280), .original],
        profileSizes: [.width(45), .width(185), .height(632), .original])
}

import HTTPClientConformance
import Testing

/// The TMDb rating repository (``HTTPClientConformanceCheck/tmdbRatings``) on URLSession, against TMDb's shapes.
/// Packages/MarqueeAsyncHTTPClient runs the same checks on URLSession and AsyncHTTPClient side by side.
@Suite("TMDbMovieRatingRepository: TMDb's rating API, against the stub server")
struct TMDbMovieRatingRepositoryTests {
    @Test(
        "the rating repository on the transport", arguments: [HTTPTransportUnderTest.urlSession],
        HTTPClientConformanceCheck.tmdbRatings)
    func rates(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
        try await check.run(against: transport)
    }
}

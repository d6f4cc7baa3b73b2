import HTTPClientConformance
import Testing

/// The TMDb repositories' failures (``HTTPClientConformanceCheck/tmdbRepository``) on URLSession.
/// Packages/MarqueeAsyncHTTPClient runs the same checks on URLSession and AsyncHTTPClient side by side.
@Suite("TMDbMovieRepository: failures, against the stub server")
struct TMDbMovieRepositoryFailureTests {
    @Test(
        "the repository's failures on the transport", arguments: [HTTPTransportUnderTest.urlSession],
        HTTPClientConformanceCheck.tmdbRepository)
    func fails(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
        try await check.run(against: transport)
    }
}

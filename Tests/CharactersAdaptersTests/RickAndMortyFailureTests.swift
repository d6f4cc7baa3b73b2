import HTTPClientConformance
import Testing

/// The Rick and Morty repositories' failures (``HTTPClientConformanceCheck/rickAndMortyRepository``) on URLSession.
/// Packages/MarqueeAsyncHTTPClient runs the same checks on URLSession and AsyncHTTPClient side by side.
@Suite("Rick and Morty repositories: failures, against the stub server")
struct RickAndMortyFailureTests {
    @Test(
        "the repositories' failures on the transport", arguments: [HTTPTransportUnderTest.urlSession],
        HTTPClientConformanceCheck.rickAndMortyRepository)
    func fails(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
        try await check.run(against: transport)
    }
}

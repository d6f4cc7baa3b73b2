import HTTPClientConformance
import Testing

/// ``URLSessionUpstreamClient`` against every ``HTTPClientConformanceCheck``. Packages/MarqueeAsyncHTTPClient runs the
/// same checks against URLSession and AsyncHTTPClient side by side.
@Suite("HTTP transports keep the UpstreamClient contract against the loopback stub server")
struct HTTPClientConformanceTests {
    @Test(
        "the transport keeps the UpstreamClient contract", arguments: [HTTPTransportUnderTest.urlSession],
        HTTPClientConformanceCheck.all)
    func conforms(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
        try await check.run(against: transport)
    }
}

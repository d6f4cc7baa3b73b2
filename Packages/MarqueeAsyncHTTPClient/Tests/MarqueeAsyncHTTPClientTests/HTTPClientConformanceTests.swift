import HTTPClientConformance
import MarqueeAsyncHTTPClient
import Testing

/// Both transports against every ``HTTPClientConformanceCheck``, side by side: the one suite that says the
/// AsyncHTTPClient transport behaves as the URLSession one does, on its own and under the TMDb and Rick and Morty
/// repositories (the root package runs the URLSession half on its own too).
@Suite("HTTP transports keep the UpstreamClient contract against the loopback stub server")
struct HTTPClientConformanceTests {
    @Test(
        "the transport keeps the UpstreamClient contract",
        arguments: [HTTPTransportUnderTest.urlSession, .asyncHTTPClient], HTTPClientConformanceCheck.all)
    func conforms(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
        try await check.run(against: transport)
    }

    @Test(
        "the HTTP adapters' failures are the same on the transport",
        arguments: [HTTPTransportUnderTest.urlSession, .asyncHTTPClient],
        HTTPClientConformanceCheck.tmdbRepository + HTTPClientConformanceCheck.tmdbRatings
            + HTTPClientConformanceCheck.rickAndMortyRepository)
    func adapterFailures(transport: HTTPTransportUnderTest, check: HTTPClientConformanceCheck) async throws {
        try await check.run(against: transport)
    }
}

extension HTTPTransportUnderTest {
    /// ``AsyncHTTPClientTransport``, shut down after each check.
    static let asyncHTTPClient = HTTPTransportUnderTest(name: "AsyncHTTPClient") { settings in
        let transport = AsyncHTTPClientTransport(
            timeout: settings.timeout, maximumResponseBytes: settings.maximumResponseBytes)
        return Lease(client: transport, release: { await transport.shutdown() })
    }
}

import Foundation
import MarqueeService
import MarqueeTestSupport
import StubHTTPServer
import Testing

/// The built binary live, on each upstream transport `MARQUEE_HTTP_TRANSPORT` picks, against a loopback upstream.
@Suite("marquee-service live on each upstream transport", .serialized)
struct LiveTransportTests {
    @Test(
        "SIGTERM during a slow upstream request: the request finishes with 200, then the pool closes and exit is 0",
        arguments: ServiceTransport.allCases)
    func gracefulShutdown(transport: ServiceTransport) async throws {
        try await withStubServer { upstream in
            // Given: the upstream answers after half a second, and one request waits for it.
            upstream.register(
                .get, "/3/movie/popular",
                .delayed(.milliseconds(500), .fixture(try LiveService.fixture("tmdb-popular-page"))))
            let service = try await ServiceProcess(
                [],
                environment: [
                    "API_BASE_URL": upstream.baseURL.absoluteString, "TMDB_API_TOKEN": LiveService.token,
                    ServiceTransport.environmentVariable: transport.rawValue,
                ])
            let slow = Task { try await service.request("/api/v1/movies/popular") }
            _ = try await upstream.waitForRequest(timeout: .seconds(30)) { $0.path == "/3/movie/popular" }

            // When
            service.terminate()

            // Then
            let (status, body) = try await slow.value
            #expect(status == 200)
            #expect(body.hasPrefix(#"{"page":1,"#))
            #expect(try await service.waitForExit() == 0)
            #expect(service.lines.last?.contains(#""message":"stopped""#) == true)
        }
    }

    @Test(
        "MARQUEE_HTTP_TRANSPORT picks the transport, case-insensitively; unset or empty is AsyncHTTPClient",
        arguments: [
            ([:], ServiceTransport.asyncHTTPClient), (["MARQUEE_HTTP_TRANSPORT": ""], .asyncHTTPClient),
            (["MARQUEE_HTTP_TRANSPORT": "URLSession"], .urlSession),
            (["MARQUEE_HTTP_TRANSPORT": "asynchttpclient"], .asyncHTTPClient),
        ])
    func picksTransport(environment: [String: String], expected: ServiceTransport) throws {
        // When
        let transport = try ServiceTransport(environment: environment)

        // Then
        #expect(transport == expected)
    }

    @Test("a transport it does not know is a usage error naming the choices")
    func unknownTransport() {
        // When
        let error = #expect(throws: ServiceTransportError.self) {
            try ServiceTransport(environment: ["MARQUEE_HTTP_TRANSPORT": "curl"])
        }

        // Then
        #expect(error?.description == "MARQUEE_HTTP_TRANSPORT must be asynchttpclient or urlsession, not 'curl'")
    }
}

import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@testable import MarqueeService

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

    @Test(
        "a transport or a cache setting it does not know is a one-line usage error naming the choices",
        arguments: [
            (
                ["MARQUEE_HTTP_TRANSPORT": "curl"],
                "MARQUEE_HTTP_TRANSPORT must be asynchttpclient or urlsession, not 'curl'"
            ),
            (["MARQUEE_UPSTREAM_CACHE": "yes"], "MARQUEE_UPSTREAM_CACHE must be on or off, not 'yes'"),
            (["MARQUEE_UPSTREAM_CACHE": "off\n"], #"MARQUEE_UPSTREAM_CACHE must be on or off, not 'off\u{a}'"#),
        ])
    func unknownChoice(environment: [String: String], message: String) {
        // When
        let error = #expect(throws: EnvironmentChoiceError.self) {
            _ = try ServiceTransport(environment: environment)
            _ = try UpstreamCaching(environment: environment)
        }

        // Then
        #expect(error?.description == message)
    }

    @Test(
        "MARQUEE_UPSTREAM_CACHE turns the upstream cache off, case-insensitively; unset or empty is on",
        arguments: [
            ([:], UpstreamCaching.on), (["MARQUEE_UPSTREAM_CACHE": ""], .on),
            (["MARQUEE_UPSTREAM_CACHE": "OFF"], .off), (["MARQUEE_UPSTREAM_CACHE": "on"], .on),
        ])
    func picksCaching(environment: [String: String], expected: UpstreamCaching) throws {
        // When
        let caching = try UpstreamCaching(environment: environment)

        // Then
        #expect(caching == expected)
    }

    @Test(
        "MARQUEE_UPSTREAM_TIMEOUT_MS sets how long one upstream attempt may take; unset or empty is 30 s",
        arguments: [
            ([:], Duration.seconds(30)), (["MARQUEE_UPSTREAM_TIMEOUT_MS": ""], .seconds(30)),
            (["MARQUEE_UPSTREAM_TIMEOUT_MS": "250"], .milliseconds(250)),
            (["MARQUEE_UPSTREAM_TIMEOUT_MS": "300000"], .seconds(300)),
        ])
    func upstreamTimeout(environment: [String: String], expected: Duration) throws {
        // When
        let timeout = try UpstreamTimeout(environment: environment)

        // Then
        #expect(timeout.duration == expected)
    }

    @Test(
        "an upstream timeout that is not 1 through 300000 whole milliseconds is a usage error naming the range",
        arguments: ["0", "300001", "-5", "1.5", "2s", "\u{0661}"])
    func invalidUpstreamTimeout(value: String) {
        // When
        let error = #expect(throws: UpstreamTimeoutError.self) {
            try UpstreamTimeout(environment: ["MARQUEE_UPSTREAM_TIMEOUT_MS": value])
        }

        // Then
        #expect(
            error?.description
                == "MARQUEE_UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds from 1 through 300000, got '\(value)'"
        )
    }
}

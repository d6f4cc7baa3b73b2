import AppDependencies
import Foundation
import MarqueeAsyncHTTPClient
import MarqueeTestSupport
import Testing

@testable import MarqueeService

/// The service live, through the production adapters, pointed at a loopback server with `API_BASE_URL`.
enum LiveService {
    /// A TMDb token the tests send; it must never come back in a body or a log line.
    static let token = "tmdb-test-token-0123456789abcdef"

    /// Runs `body` with the service live as the executable wires it by default (``ServiceTransport/asyncHTTPClient``),
    /// each attempt bounded by `timeout` (whole milliseconds), the upstream cache as `caching` says, and the retries
    /// not sleeping (their pauses move the test clock instead). The transport's connection
    /// pool is shut down afterwards, whatever `body` did. (Why not URLSession: ServiceProcess's `request`.)
    static func run<Value: Sendable>(
        baseURL: String, credential: Bool = true, timeout: Duration = .seconds(10), caching: UpstreamCaching = .on,
        _ body: (ServiceUnderTest) async throws -> Value
    ) async throws -> Value {
        var environment = ["API_BASE_URL": baseURL]
        // The Rick and Morty API on the same loopback server under another host name, as the two APIs are two hosts
        // in production: a Retry-After window is per host, so one API's 503 does not hold the other's requests.
        if var characters = URLComponents(string: baseURL), characters.host == "127.0.0.1" {
            characters.host = "localhost"
            characters.path += "/api"
            environment["RICK_AND_MORTY_API_BASE_URL"] = characters.string
        }
        if credential { environment["TMDB_API_TOKEN"] = token }
        let launch = try LaunchConfiguration(arguments: ["marquee-service"], environment: environment)
        let upstreamTimeout = try UpstreamTimeout(environment: [
            UpstreamTimeout.environmentVariable: String(Int(timeout / .milliseconds(1)))
        ])
        // Each retry's pause moves the clock by exactly its length, as a real one would: a retry after an upstream's
        // Retry-After then finds that host's window passed, and is sent.
        let (client, lifecycle) = ServiceTransport.asyncHTTPClient.makeLiveClient(
            timeout: upstreamTimeout, caching: caching, clock: TestClock(timePassingPerSleep: { $0 }))
        let transport = try #require(lifecycle)
        do {
            let value = try await body(
                ServiceUnderTest(dependencies: try ServiceDependencies.resolve(launch, httpClient: client)))
            await transport.shutdown()
            return value
        } catch {
            await transport.shutdown()
            throw error
        }
    }

    /// The recorded payload `name`.json from this target's fixtures.
    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
    }
}

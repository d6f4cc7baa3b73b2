import AppDependencies
import Foundation
import HTTPTransport
import MarqueeService
import MarqueeTestSupport
import Testing

/// The service live, through the production adapters, pointed at a loopback server with `API_BASE_URL`.
enum LiveService {
    /// A TMDb token the tests send; it must never come back in a body or a log line.
    static let token = "tmdb-test-token-0123456789abcdef"

    /// Live dependencies as the executable resolves them, with a client that retries without sleeping and times
    /// out after `timeout`.
    static func dependencies(
        baseURL: String, credential: Bool = true, timeout: Duration = .seconds(10)
    ) throws -> ServiceDependencies {
        var environment = ["API_BASE_URL": baseURL]
        if credential { environment["TMDB_API_TOKEN"] = token }
        let launch = try LaunchConfiguration(arguments: ["marquee-service"], environment: environment)
        let client = RetryingHTTPClient(wrapping: URLSessionHTTPClient(timeout: timeout), clock: TestClock())
        return try ServiceDependencies.resolve(launch, httpClient: client)
    }

    /// The recorded payload `name`.json from this target's fixtures.
    static func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
    }
}

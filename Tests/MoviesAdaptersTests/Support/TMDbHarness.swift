import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import StubHTTPServer

/// A stub server standing in for TMDb under `/3`, and repositories wired to it through a `RetryingHTTPClient`
/// whose clock only records, so retries never wait for real.
struct TMDbHarness {
    static let apiKey = "tmdb-api-key-5ecr3t-0001"
    static let bearerToken = "eyJhbGciOiJIUzI1NiJ9.tmdb-bearer-5ecr3t-0002"
    /// 2023-11-14T22:13:20Z.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    let server: StubHTTPServer
    let clock = TestClock()
    let log = LogRecorder()
    let configuration: TMDbConfiguration
    let httpClient: RetryingHTTPClient

    init(
        server: StubHTTPServer, credential: TMDbCredential = .apiKey(TMDbHarness.apiKey),
        language: String = "en-US", policy: RetryPolicy = .default, timeout: Duration = .seconds(10)
    ) {
        self.server = server
        configuration = TMDbConfiguration(
            credential: credential, baseURL: server.baseURL.appendingPathComponent("3"), language: language
        )
        let log = log
        httpClient = RetryingHTTPClient(
            wrapping: URLSessionHTTPClient(timeout: timeout), policy: policy, clock: clock,
            now: { TMDbHarness.now }, unitRandom: { 0.5 }, log: { log.record($0) }
        )
    }

    var movies: TMDbMovieRepository {
        TMDbMovieRepository(configuration: configuration, httpClient: httpClient)
    }

    var images: TMDbImageConfigurationRepository {
        TMDbImageConfigurationRepository(configuration: configuration, httpClient: httpClient)
    }

    static func fixture(_ name: String, status: Int = 200) throws -> StubResponse {
        .fixture(try JSONFixture.url(name, in: .module), status: status)
    }
}

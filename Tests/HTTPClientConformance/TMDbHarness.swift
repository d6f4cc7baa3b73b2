import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer

/// A stub server standing in for TMDb under `/3`, and repositories wired to it through a `RetryingUpstreamClient`
/// whose clock only records, so retries never wait for real. The transport under it is URLSession unless a check
/// passes the client of the ``HTTPTransportUnderTest`` it runs against.
public struct TMDbHarness: Sendable {
    /// The API key the harness's repositories send, unless given another credential.
    public static let apiKey = "tmdb-api-key-5ecr3t-0001"
    /// A bearer token for the checks that send one.
    public static let bearerToken = "eyJhbGciOiJIUzI1NiJ9.tmdb-bearer-5ecr3t-0002"
    /// 2023-11-14T22:13:20Z, the retrying client's now.
    public static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The stub server standing in for TMDb.
    public let server: StubHTTPServer
    /// The clock the retrying client sleeps on: it records the sleeps and returns at once.
    public let clock = TestClock()
    /// The retrying client's log lines.
    public let log = LogRecorder()
    /// TMDb at the stub server's `/3`, with the credential and language given.
    public let configuration: TMDbConfiguration
    /// What the repositories send through: `transport`, retried by `policy`.
    package let httpClient: RetryingUpstreamClient

    /// A harness on `server`; `transport` is the client under the retrying one (by default URLSession with
    /// `timeout`).
    package init(
        server: StubHTTPServer, credential: TMDbCredential = .apiKey(TMDbHarness.apiKey),
        language: String = "en-US", policy: RetryPolicy = .default, timeout: Duration = .seconds(10),
        transport: (any UpstreamClient)? = nil
    ) {
        self.server = server
        configuration = TMDbConfiguration(
            credential: credential, baseURL: server.baseURL.appendingPathComponent("3"), language: language
        )
        let log = log
        httpClient = RetryingUpstreamClient(
            wrapping: transport ?? URLSessionUpstreamClient(timeout: timeout), policy: policy, clock: clock,
            now: { TMDbHarness.now }, unitRandom: { 0.5 }, log: { log.record($0) }
        )
    }

    /// The TMDb movie repository on the stub server, seen through its port.
    public var movies: any MovieRepository {
        TMDbMovieRepository(configuration: configuration, httpClient: httpClient)
    }

    /// The TMDb image configuration repository on the stub server, seen through its port.
    public var images: any ImageConfigurationRepository {
        TMDbImageConfigurationRepository(configuration: configuration, httpClient: httpClient)
    }
}

extension TMDbHarness {
    /// The TMDb rating repository on the stub server, seen through its port.
    public var ratings: any MovieRatingRepository {
        TMDbMovieRatingRepository(configuration: configuration, httpClient: httpClient)
    }
}

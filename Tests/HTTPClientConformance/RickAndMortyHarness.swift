import CharactersAdapters
import CharactersDomain
import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer

/// A stub server standing in for the Rick and Morty API under `/api`, and repositories wired to it through a
/// `RetryingUpstreamClient` whose clock only records. The transport under it is URLSession unless a check passes the
/// client of the ``HTTPTransportUnderTest`` it runs against.
public struct RickAndMortyHarness: Sendable {
    /// The stub server standing in for the API.
    public let server: StubHTTPServer
    /// The clock the retrying client sleeps on: it records the sleeps and returns at once.
    public let clock = TestClock()
    /// The API at the stub server's `/api`.
    public let configuration: RickAndMortyConfiguration
    /// What the repositories send through: `transport`, retried by `policy`.
    package let httpClient: RetryingUpstreamClient

    /// A harness on `server`; `transport` is the client under the retrying one (by default URLSession with
    /// `timeout`).
    package init(
        server: StubHTTPServer, policy: RetryPolicy = .default, timeout: Duration = .seconds(10),
        transport: (any UpstreamClient)? = nil
    ) {
        self.server = server
        configuration = RickAndMortyConfiguration(baseURL: server.baseURL.appendingPathComponent("api"))
        httpClient = RetryingUpstreamClient(
            wrapping: transport ?? URLSessionUpstreamClient(timeout: timeout), policy: policy, clock: clock,
            now: { Date(timeIntervalSince1970: 1_700_000_000) }, unitRandom: { 0.5 }
        )
    }

    /// The Rick and Morty character repository on the stub server, seen through its port.
    public var characters: any CharacterRepository {
        RickAndMortyCharacterRepository(configuration: configuration, httpClient: httpClient)
    }

    /// The Rick and Morty episode repository on the stub server, seen through its port.
    public var episodes: any EpisodeRepository {
        RickAndMortyEpisodeRepository(configuration: configuration, httpClient: httpClient)
    }

    /// A location repository on the stub server.
    package var locations: RickAndMortyLocationRepository {
        RickAndMortyLocationRepository(configuration: configuration, httpClient: httpClient)
    }

    /// The API's 404 for a filter without match, a page past the end and some unknown ids.
    public static var nothingHere: StubResponse {
        .json(string: #"{"error":"There is nothing here"}"#, status: 404)
    }
}

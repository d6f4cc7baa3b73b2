import CharactersAdapters
import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer

/// A stub server standing in for the Rick and Morty API under `/api`, and repositories wired to it through a
/// `RetryingHTTPClient` whose clock only records.
struct RickAndMortyHarness {
    let server: StubHTTPServer
    let clock = TestClock()
    let configuration: RickAndMortyConfiguration
    let httpClient: RetryingHTTPClient

    init(server: StubHTTPServer, policy: RetryPolicy = .default, timeout: Duration = .seconds(10)) {
        self.server = server
        configuration = RickAndMortyConfiguration(baseURL: server.baseURL.appendingPathComponent("api"))
        httpClient = RetryingHTTPClient(
            wrapping: URLSessionHTTPClient(timeout: timeout), policy: policy, clock: clock,
            now: { Date(timeIntervalSince1970: 1_700_000_000) }, unitRandom: { 0.5 }
        )
    }

    var characters: RickAndMortyCharacterRepository {
        RickAndMortyCharacterRepository(configuration: configuration, httpClient: httpClient)
    }

    var episodes: RickAndMortyEpisodeRepository {
        RickAndMortyEpisodeRepository(configuration: configuration, httpClient: httpClient)
    }

    var locations: RickAndMortyLocationRepository {
        RickAndMortyLocationRepository(configuration: configuration, httpClient: httpClient)
    }

    static func fixture(_ name: String, status: Int = 200) throws -> StubResponse {
        .fixture(try JSONFixture.url(name, in: .module), status: status)
    }

    /// The API's 404 for a filter without match, a page past the end and some unknown ids.
    static var nothingHere: StubResponse { .json(string: #"{"error":"There is nothing here"}"#, status: 404) }

    /// A JSON array of the recorded first page's characters at `indices`.
    static func characterArray(_ indices: [Int]) throws -> StubResponse {
        let objects = try indices.map { try JSONSerialization.jsonObject(with: Fixture.characterObject(atIndex: $0)) }
        return .json(try JSONSerialization.data(withJSONObject: objects))
    }
}

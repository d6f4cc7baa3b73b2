import CharactersDomain
import Foundation
import HTTPTransport

/// ``CharactersDomain/EpisodeRepository`` on the Rick and Morty API's `/episode/1,2,3`.
///
/// One request for all ids: ids below 1 dropped, the rest deduplicated and sorted; no ids, no request. The API answers
/// one id with an object and several with an array; both are read. Unknown ids are left out. A 404 for a single id is
/// that id unknown: `[]`. A 404 for several ids is `.unavailable`: the API answers `200 []` when none of several ids
/// exists, so a 404 there means the service is not at the configured address. An air date (`December 2, 2013`) or code
/// (`S01E01`) that cannot be read is `.invalidResponse`. Other errors: 401/403 → `.unauthorized`, 429 → `.rateLimited`
/// (a 429's or 503's `Retry-After` seconds carried as `retryAfter`), 408/5xx, transport failures and a base URL no
/// request can be built on → `.unavailable`, other statuses and undecodable bodies → `.invalidResponse`, the calling
/// task cancelled → `.cancelled`.
public final class RickAndMortyEpisodeRepository: EpisodeRepository {
    private let client: RickAndMortyClient
    /// Where the API is.
    package var configuration: RickAndMortyConfiguration { client.configuration }

    /// A repository that sends its requests through `httpClient` (wrap it in a `RetryingHTTPClient` to retry).
    public init(configuration: RickAndMortyConfiguration, httpClient: any HTTPClient) {
        self.client = RickAndMortyClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /episode/1,2,3`.
    public func episodes(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Episode] {
        do {
            return try await client.batch("episode", ids: ids, map: RickAndMortyEpisodeMapper.episode)
        } catch {
            throw error.upstreamFailure
        }
    }
}

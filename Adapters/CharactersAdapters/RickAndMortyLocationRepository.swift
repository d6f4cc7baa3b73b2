import CharactersDomain
import HTTPTransport

/// ``LocationRepository`` on the Rick and Morty API's `/location/1,2,3`.
///
/// One request for all ids (see ``RickAndMortyClient/batch(_:ids:map:)``): ids below 1 dropped, the rest deduplicated
/// and sorted; no ids, no request; one id answered with an object and several with an array; unknown ids left out; a
/// 404 for one id is `[]`, for several `.unavailable`. A `type` or `dimension` of `""` is `nil`. Other errors as every
/// Rick and Morty repository: 401/403 → `.unauthorized`, 429 → `.rateLimited` (a 429's or 503's `Retry-After` seconds
/// carried as `retryAfter`), 408/5xx, transport failures and an unusable base URL → `.unavailable`, other statuses and
/// undecodable bodies → `.invalidResponse`, the calling task cancelled → `.cancelled`.
package final class RickAndMortyLocationRepository: LocationRepository {
    private let client: RickAndMortyClient
    /// Where the API is.
    package var configuration: RickAndMortyConfiguration { client.configuration }

    /// A repository that sends its requests through `httpClient` (`AppDependencies.makeProductionUpstreamClient(…)` puts retries, the cache and load shedding in front).
    package init(configuration: RickAndMortyConfiguration, httpClient: any UpstreamClient) {
        self.client = RickAndMortyClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /location/1,2,3`.
    package func locations(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Location] {
        do {
            return try await client.batch("location", ids: ids) { (dto: LocationDTO) in
                Location(
                    id: dto.id, name: dto.name, type: dto.type.isEmpty ? nil : dto.type,
                    dimension: dto.dimension.isEmpty ? nil : dto.dimension)
            }
        } catch {
            throw error.upstreamFailure
        }
    }
}

/// A location as the API sends it; `residents`, `url` and `created` are not used.
private struct LocationDTO: Decodable, Identifiable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
}

// What backs this adapter, for the dependencies report and the refusal of a live port under `-uitest`.
extension RickAndMortyLocationRepository: PortAdapter {
    /// The Rick and Morty API at the configured base URL; it takes no credential.
    package var backing: PortBacking { .live(baseURL: configuration.baseURL, credential: nil) }
}

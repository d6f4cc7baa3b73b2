import CharactersDomain
import Foundation
import HTTPTransport

/// ``CharactersDomain/CharacterRepository`` on the Rick and Morty API: `/character/{id}`, `/character?page=N&…` and
/// `/character/1,2,3`.
///
/// The API answers 404 `{"error":"There is nothing here"}` both for a filter without match and for a page past
/// the end, and an unknown id with a 404 whose message varies; Marquee never reads the message. It tells the
/// cases apart by the request alone:
/// - a 404 for page 1 of a filtered list is a filter without match: ``CharactersDomain/CharacterPage/empty(page:)``;
/// - a 404 for any page after the first, filtered or not, is `.pageOutOfRange(page:)`: a page past the last one,
///   including page 2 onwards of a list with no match (which has no pages at all);
/// - a 404 for page 1 of the unfiltered list is `.unavailable`: the full list is never empty, so the service is
///   not at the configured address;
/// - a 404 for one id is that id unknown (`.notFound`, or `[]` from the batch call), but a 404 for several ids is
///   `.unavailable`: the API answers `200 []` when none of several ids exists, so a 404 there means the service is
///   not at the configured address.
/// A 200 page numbered past the page count it reports is `.pageOutOfRange(page:)` as well (page 1 of an empty
/// list is the empty page). A filter counts as empty when every field is `nil`. Pages below 1 are `.pageOutOfRange`
/// without a request. Other errors: 401/403 → `.unauthorized`, 429 → `.rateLimited` (a 429's or 503's
/// `Retry-After` seconds carried as `retryAfter`), 408/5xx, transport failures and a base URL no request can be
/// built on → `.unavailable`, other statuses and undecodable bodies → `.invalidResponse`, the calling task
/// cancelled → `.cancelled`.
public final class RickAndMortyCharacterRepository: CharacterRepository {
    private let client: RickAndMortyClient
    /// Where the API is.
    package var configuration: RickAndMortyConfiguration { client.configuration }

    /// A repository that sends its requests through `httpClient` (wrap it in a `RetryingHTTPClient` to retry).
    public init(configuration: RickAndMortyConfiguration, httpClient: any HTTPClient) {
        self.client = RickAndMortyClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /character/{id}`; any 404 is `.notFound(characterID:)`, and ids below 1 are without a request.
    public func character(withID id: Int) async throws(CharacterRepositoryError) -> Character {
        guard id > 0 else { throw .notFound(characterID: id) }
        do {
            let dto = try await client.get(RickAndMortyCharacterDTO.self, path: "/character/\(id)")
            return try RickAndMortyCharacterMapper.character(dto)
        } catch .notFound {
            throw .notFound(characterID: id)
        } catch {
            throw .upstream(error.upstreamFailure)
        }
    }

    /// `GET /character?page=N&name=…&status=…&species=…&type=…&gender=…`, empty filter fields left out.
    public func characters(
        page: Int, filter: CharacterFilter
    ) async throws(CharacterRepositoryError)
        -> CharacterPage
    {
        guard page >= 1 else { throw .pageOutOfRange(page: page) }
        let filterItems = Self.queryItems(for: filter)
        let result: CharacterPage
        do {
            let dto = try await client.get(
                RickAndMortyCharacterPageDTO.self,
                path: "/character",
                query: [(name: "page", value: String(page))] + filterItems
            )
            result = try RickAndMortyCharacterMapper.page(dto, page: page)
        } catch .notFound {
            if page > 1 { throw .pageOutOfRange(page: page) }
            if !filterItems.isEmpty { return .empty(page: page) }
            throw .upstream(.unavailable)
        } catch {
            throw .upstream(error.upstreamFailure)
        }
        guard page <= max(1, result.totalPages) else { throw .pageOutOfRange(page: page) }
        return result
    }

    /// `GET /character/1,2,3` in one request: ids below 1 dropped, the rest deduplicated and sorted; no ids, no
    /// request. Unknown ids are left out; a 404 for a single id is `[]`, for several ids `.unavailable`.
    public func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [Character] {
        do {
            return try await client.batch("character", ids: ids, map: RickAndMortyCharacterMapper.character)
        } catch {
            throw .upstream(error.upstreamFailure)
        }
    }

    /// The filter's fields that are set, as query items in the API's documented order; status and gender in the
    /// API's lowercase spelling.
    static func queryItems(for filter: CharacterFilter) -> [(name: String, value: String)] {
        let items: [(name: String, value: String?)] = [
            (name: "name", value: filter.name?.text),
            (name: "status", value: filter.status?.rawValue),
            (name: "species", value: filter.species?.text),
            (name: "type", value: filter.type?.text),
            (name: "gender", value: filter.gender?.rawValue),
        ]
        return items.compactMap { item in item.value.map { (name: item.name, value: $0) } }
    }
}

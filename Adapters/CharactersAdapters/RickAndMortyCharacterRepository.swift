import CharactersDomain
import Foundation
import HTTPTransport

/// ``CharactersDomain/CharacterRepository`` on the Rick and Morty API: `/character/{id}`, `/character?page=N&…` and
/// `/character/1,2,3`.
///
/// The API answers 404 `{"error":"There is nothing here"}` both for a filter without match and for a page past
/// the end, and an unknown id with a 404 whose message varies; Marquee never reads the message. It tells the
/// cases apart by the request alone:
/// - a 404 for page 1 of a filtered list is a filter without match: `CharactersDomain/CharacterPage/empty(page:)`;
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
package final class RickAndMortyCharacterRepository: CharacterRepository {
    private let client: RickAndMortyClient
    /// Where the API is.
    package var configuration: RickAndMortyConfiguration { client.configuration }

    /// A repository that sends its requests through `httpClient` (`AppDependencies.makeProductionUpstreamClient(…)` puts retries, the cache and load shedding in front).
    package init(configuration: RickAndMortyConfiguration, httpClient: any UpstreamClient) {
        self.client = RickAndMortyClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /character/{id}`; any 404 is `.notFound(characterID:)`, and ids below 1 are without a request.
    package func character(withID id: Int) async throws(CharacterRepositoryError) -> SeriesCharacter {
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
    package func characters(
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
    package func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [SeriesCharacter] {
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

/// A character as the API sends it. `type` and `episode` may be absent; everything the domain needs is required.
struct RickAndMortyCharacterDTO: Decodable, Identifiable {
    let id: Int
    let name: String
    let status: String
    let species: String
    let type: String?
    let gender: String
    let origin: RickAndMortyLocationReferenceDTO
    let location: RickAndMortyLocationReferenceDTO
    let image: String
    let episode: [String]?
    let created: String
}

/// `/character?page=N…`: `{"info": {…}, "results": […]}`.
struct RickAndMortyCharacterPageDTO: Decodable {
    let info: RickAndMortyPageInfoDTO
    let results: [RickAndMortyCharacterDTO]
}

/// The `info` of a list page; `next` and `prev` are not used (Marquee computes pages itself).
struct RickAndMortyPageInfoDTO: Decodable {
    let count: Int
    let pages: Int
}

/// `{"name": "Earth (C-137)", "url": "https://rickandmortyapi.com/api/location/1"}`; `url` is `""` when unknown.
struct RickAndMortyLocationReferenceDTO: Decodable {
    let name: String
    let url: String?
}

/// Maps character DTOs onto the domain. `type: ""` becomes `nil`; episode, origin and location ids come from the
/// last path component of their URLs (`""` → no location id); `created` is an ISO 8601 instant. An image URL,
/// resource URL or `created` that cannot be read, or an id below 1, is an invalid response, never a guess.
enum RickAndMortyCharacterMapper {
    static func character(_ dto: RickAndMortyCharacterDTO) throws(JSONAPIFailure) -> SeriesCharacter {
        guard dto.id > 0 else { throw .invalidResponse }
        guard let imageURL = URL(string: dto.image), imageURL.scheme != nil else { throw .invalidResponse }
        guard let created = RickAndMortyTimestampParser.date(from: dto.created) else { throw .invalidResponse }
        var episodeIDs: [Int] = []
        for url in dto.episode ?? [] {
            guard let id = RickAndMortyResourceID.id(fromURL: url) else { throw .invalidResponse }
            episodeIDs.append(id)
        }
        return SeriesCharacter(
            id: dto.id,
            name: dto.name,
            status: CharacterStatus(apiValue: dto.status),
            species: dto.species,
            type: dto.type.flatMap { $0.isEmpty ? nil : $0 },
            gender: CharacterGender(apiValue: dto.gender),
            origin: try location(dto.origin),
            location: try location(dto.location),
            imageURL: imageURL,
            episodeIDs: episodeIDs,
            created: created
        )
    }

    static func page(_ dto: RickAndMortyCharacterPageDTO, page: Int) throws(JSONAPIFailure) -> CharacterPage {
        var results: [SeriesCharacter] = []
        results.reserveCapacity(dto.results.count)
        for item in dto.results {
            results.append(try character(item))
        }
        return CharacterPage(
            page: page, totalPages: max(0, dto.info.pages), totalCount: max(0, dto.info.count), results: results
        )
    }

    private static func location(
        _ dto: RickAndMortyLocationReferenceDTO
    ) throws(JSONAPIFailure)
        -> CharacterLocation
    {
        guard let url = dto.url, !url.isEmpty else { return CharacterLocation(name: dto.name, id: nil) }
        guard let id = RickAndMortyResourceID.id(fromURL: url) else { throw .invalidResponse }
        return CharacterLocation(name: dto.name, id: id)
    }
}

/// Reads a resource id from its URL, e.g. `https://rickandmortyapi.com/api/episode/28` → 28: the last path
/// component, a positive integer. Any other shape gives `nil`.
enum RickAndMortyResourceID {
    static func id(fromURL text: String) -> Int? {
        var path = Substring(text)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        while path.hasSuffix("/") { path = path.dropLast() }
        guard path.contains("/"), let slash = path.lastIndex(of: "/") else { return nil }
        let component = path[path.index(after: slash)...]
        guard !component.isEmpty, component.utf8.count <= 18,
            component.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let id = Int(component), id > 0
        else { return nil }
        return id
    }
}

/// Reads `created`, e.g. `2017-11-04T18:48:46.250Z`: ISO 8601 with an explicit offset, with or without
/// fractional seconds. The format styles carry their own GMT time zone, so the host's time zone never matters.
enum RickAndMortyTimestampParser {
    private static let withFractionalSeconds = Date.ISO8601FormatStyle(
        includingFractionalSeconds: true, timeZone: TimeZone.gmt
    )
    private static let withoutFractionalSeconds = Date.ISO8601FormatStyle(
        includingFractionalSeconds: false, timeZone: TimeZone.gmt
    )

    static func date(from text: String) -> Date? {
        if let date = try? withFractionalSeconds.parse(text) { return date }
        return try? withoutFractionalSeconds.parse(text)
    }
}

// What backs this adapter, for the dependencies report and the refusal of a live port under `-uitest`.
extension RickAndMortyCharacterRepository: PortAdapter {
    /// The Rick and Morty API at the configured base URL; it takes no credential.
    package var backing: PortBacking { .live(baseURL: configuration.baseURL, credential: nil) }
}

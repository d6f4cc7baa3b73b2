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
package final class RickAndMortyEpisodeRepository: EpisodeRepository {
    private let client: RickAndMortyClient
    /// Where the API is.
    package var configuration: RickAndMortyConfiguration { client.configuration }

    /// A repository that sends its requests through `httpClient` (`AppDependencies.makeProductionUpstreamClient(…)` puts retries, the cache and load shedding in front).
    package init(configuration: RickAndMortyConfiguration, httpClient: any UpstreamClient) {
        self.client = RickAndMortyClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /episode/1,2,3`.
    package func episodes(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Episode] {
        do {
            return try await client.batch("episode", ids: ids, map: RickAndMortyEpisodeMapper.episode)
        } catch {
            throw error.upstreamFailure
        }
    }
}

/// An episode as the API sends it; `characters`, `url` and `created` are not used.
struct RickAndMortyEpisodeDTO: Decodable, Identifiable {
    let id: Int
    let name: String
    let airDate: String
    let episode: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case airDate = "air_date"
        case episode
    }
}

/// Maps episode DTOs onto the domain; an id below 1, or an air date or episode code that cannot be read, is an
/// invalid response.
enum RickAndMortyEpisodeMapper {
    static func episode(_ dto: RickAndMortyEpisodeDTO) throws(JSONAPIFailure) -> Episode {
        guard dto.id > 0, let code = EpisodeCode(dto.episode),
            let airDate = RickAndMortyAirDateParser.airDate(from: dto.airDate)
        else { throw .invalidResponse }
        return Episode(id: dto.id, name: dto.name, code: code, airDate: airDate)
    }
}

/// Reads the API's air dates, `December 2, 2013`, by hand: an English month-name table and digits, no
/// `DateFormatter`, locale or time zone. Month names match case-insensitively, in full or as their first three
/// letters; the comma is optional.
enum RickAndMortyAirDateParser {
    private static let months = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    static func airDate(from text: String) -> CalendarDate? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard parts.count == 3 else { return nil }
        let monthName = parts[0].lowercased()
        guard monthName.count >= 3,
            let monthIndex = months.firstIndex(where: { $0 == monthName || String($0.prefix(3)) == monthName }),
            let day = number(parts[1], digits: 1...2), let year = number(parts[2], digits: 4...4)
        else { return nil }
        return CalendarDate(year: year, month: monthIndex + 1, day: day)
    }

    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count),
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(text)
    }
}

// What backs this adapter, for the dependencies report and the refusal of a live port under `-uitest`.
extension RickAndMortyEpisodeRepository: PortAdapter {
    /// The Rick and Morty API at the configured base URL; it takes no credential.
    package var backing: PortBacking { .live(baseURL: configuration.baseURL, credential: nil) }
}

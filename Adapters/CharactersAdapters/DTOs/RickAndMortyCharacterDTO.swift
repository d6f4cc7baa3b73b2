import CharactersDomain
import Foundation
import HTTPTransport

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
    static func character(_ dto: RickAndMortyCharacterDTO) throws(JSONAPIFailure) -> Character {
        guard dto.id > 0 else { throw .invalidResponse }
        guard let imageURL = URL(string: dto.image), imageURL.scheme != nil else { throw .invalidResponse }
        guard let created = RickAndMortyTimestampParser.date(from: dto.created) else { throw .invalidResponse }
        var episodeIDs: [Int] = []
        for url in dto.episode ?? [] {
            guard let id = RickAndMortyResourceID.id(fromURL: url) else { throw .invalidResponse }
            episodeIDs.append(id)
        }
        return Character(
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
        var results: [Character] = []
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

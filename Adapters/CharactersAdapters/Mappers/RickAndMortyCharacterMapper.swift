import CharactersDomain
import Foundation
import HTTPTransport

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

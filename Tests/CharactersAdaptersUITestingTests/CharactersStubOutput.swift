import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import MarqueeJSON
import MarqueeTestSupport
import UITestScenario

/// Every answer the Characters stubs give, rendered as canonical JSON: all pages (and the first past the end), a
/// few filters, every character by id, every episode and every location.
enum CharactersStubOutput {
    static let filters: [(name: String, filter: CharacterFilter, page: Int)] = [
        ("name rick", CharacterFilter(name: "rick"), 1),
        ("status dead", CharacterFilter(status: .dead), 1),
        ("gender male", CharacterFilter(gender: .male), 2),
        ("species alien, gender unknown", CharacterFilter(species: "ALIEN", gender: .unknown), 1),
        ("type parasite", CharacterFilter(type: "parasite"), 1),
        ("no match", CharacterFilter(name: "nobody at all"), 1),
    ]

    static func render() async -> String {
        let characters = StubCharacterRepository(clock: TestClock())
        let episodes = StubEpisodeRepository(clock: TestClock())
        let locations = StubLocationRepository(clock: TestClock())

        var pages: [JSONValue] = []
        for page in 1...((StubTable<SeriesCharacter>.standard.items.count + 19) / 20 + 1) {
            let answer = await JSONValue.answer(
                of: { () async throws(CharacterRepositoryError) in
                    try await characters.characters(page: page, filter: CharacterFilter())
                },
                rendering: characterPage)
            pages.append(.object(["page": .integer(page), "answer": answer]))
        }
        var filtered: [JSONValue] = []
        for (name, filter, page) in Self.filters {
            let answer = await JSONValue.answer(
                of: { () async throws(CharacterRepositoryError) in
                    try await characters.characters(page: page, filter: filter)
                },
                rendering: characterPage)
            filtered.append(.object(["filter": .string(name), "page": .integer(page), "answer": answer]))
        }
        var byID: [JSONValue] = []
        for id in StubTable<SeriesCharacter>.standard.items.map(\.id) + [9999] {
            let answer = await JSONValue.answer(
                of: { () async throws(CharacterRepositoryError) in try await characters.character(withID: id) },
                rendering: character)
            byID.append(.object(["id": .integer(id), "answer": answer]))
        }
        let allEpisodes = await JSONValue.answer(
            of: { () async throws(UpstreamFailure) in
                try await episodes.episodes(withIDs: Array(0...52).reversed())
            },
            rendering: { .array($0.map(episode)) })
        let allLocations = await JSONValue.answer(
            of: { () async throws(UpstreamFailure) in
                try await locations.locations(withIDs: Array(0...60).reversed())
            },
            rendering: { .array($0.map(location)) })
        return JSONValue.object([
            "pages": .array(pages), "filters": .array(filtered), "characters": .array(byID), "episodes": allEpisodes,
            "locations": allLocations,
        ]).canonical.rendered()
    }

    static func characterPage(_ page: CharacterPage) -> JSONValue {
        .object([
            "page": .integer(page.page), "totalPages": .integer(page.totalPages),
            "totalCount": .integer(page.totalCount),
            "hasNextPage": .bool(page.hasNextPage), "results": .array(page.results.map(character)),
        ])
    }

    static func character(_ character: SeriesCharacter) -> JSONValue {
        .object([
            "id": .integer(character.id), "name": .string(character.name), "status": .string(character.status.rawValue),
            "species": .string(character.species), "type": .string(character.type),
            "gender": .string(character.gender.rawValue), "origin": location(character.origin),
            "location": location(character.location), "imageURL": .string(character.imageURL.absoluteString),
            "episodeIDs": .array(character.episodeIDs.map(JSONValue.integer)),
            "created": .instant(character.created),
        ])
    }

    static func location(_ location: CharacterLocation) -> JSONValue {
        .object(["name": .string(location.name), "id": .integer(location.id)])
    }

    static func episode(_ episode: Episode) -> JSONValue {
        .object([
            "id": .integer(episode.id), "name": .string(episode.name), "code": .string(episode.code.description),
            "airDate": .string(episode.airDate.description),
        ])
    }

    static func location(_ location: Location) -> JSONValue {
        .object([
            "id": .integer(location.id), "name": .string(location.name), "type": .string(location.type),
            "dimension": .string(location.dimension),
        ])
    }
}

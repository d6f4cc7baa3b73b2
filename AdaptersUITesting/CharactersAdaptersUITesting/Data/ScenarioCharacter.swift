import CharactersDomain
import Foundation
import MarqueeJSON
import UITestScenario

/// A character a test brings in its `Scenario` (version 2 `data.characters`). Build one with
/// ``stub(id:name:status:species:type:gender:origin:location:imageURL:episodes:created:)``, naming only the fields
/// the test cares about; the others are Rick Sanchez's, in no episode.
///
/// In scenario JSON a character is an object with the field names `marquee characters --json` prints: `id`
/// (required), then any of `name`, `status` (`alive`, `dead`, `unknown`, any case), `species`, `type` (`null` for
/// none), `gender` (`female`, `male`, `genderless`, `unknown`, any case), `origin` and `location`
/// (`{"name", "id"}`, `id` `null` for a place the API does not know), `imageURL`, `episodes` (episode ids, each in
/// the scenario's `data.episodes` or, with the standard catalogue, a standard episode) and `created` (ISO 8601 UTC
/// with milliseconds). The scenario's episodes (`data.episodes`: `id`, `name`, `code` as `S01E01`, `airDate`) and
/// places (`data.locations`: `id`, `name`, `type`, `dimension`) are ``ScenarioEpisode`` and ``ScenarioLocation``.
public struct ScenarioCharacter: Hashable, Sendable {
    /// The character.
    package var character: SeriesCharacter

    /// `character`, as a scenario serves it.
    package init(character: SeriesCharacter) {
        self.character = character
    }

    /// A character for a scenario: every field defaults to Rick Sanchez (character 1) as the API serves him, but in
    /// no episode, so that a test names only what it cares about, e.g. `.stub(id: 77, status: .dead)`.
    /// `imageURL` left `nil` is the API's avatar for `id`.
    public static func stub(
        id: Int = 1, name: String = "Rick Sanchez", status: CharacterStatus = .alive, species: String = "Human",
        type: String? = nil, gender: CharacterGender = .male,
        origin: CharacterLocation = CharacterLocation(name: "Earth (C-137)", id: 1),
        location: CharacterLocation = CharacterLocation(name: "Citadel of Ricks", id: 3), imageURL: URL? = nil,
        episodes: [Int] = [], created: Date = Date(timeIntervalSince1970: 1_509_821_326.250)
    ) -> ScenarioCharacter {
        ScenarioCharacter(
            character: SeriesCharacter(
                id: id, name: name, status: status, species: species, type: type, gender: gender, origin: origin,
                location: location, imageURL: imageURL ?? StubCharacterData.avatarURL(id: id), episodeIDs: episodes,
                created: StubCharacterData.instant(created)))
    }

    /// The fields of a character in scenario JSON.
    static let fieldNames = [
        "id", "name", "status", "species", "type", "gender", "origin", "location", "imageURL", "episodes", "created",
    ]

    /// The kind of entity in `ScenarioData`.
    static let kind = "characters"

    /// The character as scenario JSON: `id` and every field that differs from the stub's default.
    package var json: JSONObject {
        ScenarioFields.differences(
            of: Self.allFields(character), from: Self.allFields(Self.stub(id: character.id).character))
    }

    private static func allFields(_ character: SeriesCharacter) -> JSONObject {
        let place = { (place: CharacterLocation) in
            JSONValue.object(["name": .string(place.name), "id": .integer(place.id)])
        }
        return [
            "id": .integer(character.id), "name": .string(character.name),
            "status": .string(character.status.rawValue), "species": .string(character.species),
            "type": .string(character.type), "gender": .string(character.gender.rawValue),
            "origin": place(character.origin), "location": place(character.location),
            "imageURL": .string(character.imageURL.absoluteString),
            "episodes": .array(character.episodeIDs.map(JSONValue.integer)), "created": .instant(character.created),
        ]
    }

    /// The character scenario JSON describes at `path` (`data.characters[0]`), every absent field the stub's default.
    init(_ object: JSONObject, at path: String) throws(ScenarioError) {
        let fields = try ScenarioFields(object, at: path, allowed: Self.fieldNames)
        let id = try fields.integer("id", in: 1...Int.max) ?? 0
        let base = Self.stub(id: id).character
        let status = try fields.value(
            "status", expected: "one of \(CharacterStatus.allCases.map(\.rawValue).joined(separator: ", "))"
        ) { json in
            guard case .string(let text) = json else { return CharacterStatus?.none }
            return CharacterStatus(rawValue: text.lowercased())
        }
        let gender = try fields.value(
            "gender", expected: "one of \(CharacterGender.allCases.map(\.rawValue).joined(separator: ", "))"
        ) { json in
            guard case .string(let text) = json else { return CharacterGender?.none }
            return CharacterGender(rawValue: text.lowercased())
        }
        let imageURL = try fields.value("imageURL", expected: "a URL") { json in
            guard case .string(let text) = json else { return URL?.none }
            return URL(string: text)
        }
        let created = try fields.value("created", expected: "an instant as 2017-11-04T18:48:46.250Z") { json in
            guard case .string(let text) = json else { return Date?.none }
            return Self.instant(text)
        }
        self = Self.stub(
            id: id, name: try fields.string("name") ?? base.name, status: status ?? base.status,
            species: try fields.string("species") ?? base.species, type: try fields.optionalString("type") ?? base.type,
            gender: gender ?? base.gender, origin: try Self.place("origin", in: fields) ?? base.origin,
            location: try Self.place("location", in: fields) ?? base.location, imageURL: imageURL ?? base.imageURL,
            episodes: try fields.integers("episodes") ?? base.episodeIDs, created: created ?? base.created)
    }

    private static func place(_ key: String, in fields: ScenarioFields) throws(ScenarioError) -> CharacterLocation? {
        guard let place = try fields.object(key, allowed: ["name", "id"]) else { return nil }
        return CharacterLocation(
            name: try place.string("name") ?? "", id: try place.optionalInteger("id", in: 1...Int.max) ?? nil)
    }

    /// The instant ISO 8601 `text` names (UTC, with or without milliseconds), or `nil`.
    private static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

/// An episode a test brings in its `Scenario` (version 2 `data.episodes`): fields `id`, `name`, `code`
/// (`S01E01`) and `airDate` (`yyyy-MM-dd`), defaults the Pilot's.
public struct ScenarioEpisode: Hashable, Sendable {
    /// The episode.
    package var episode: Episode

    /// `episode`, as a scenario serves it.
    package init(episode: Episode) {
        self.episode = episode
    }

    /// An episode for a scenario; defaults to the Pilot, aired 2013-12-02; `code` left `nil` is S01E01.
    public static func stub(
        id: Int = 1, name: String = "Pilot", code: EpisodeCode? = nil, airDate: CalendarDate = "2013-12-02"
    ) -> ScenarioEpisode {
        guard let code = code ?? EpisodeCode(season: 1, episode: 1) else {
            preconditionFailure("S01E01 is an episode code")
        }
        return ScenarioEpisode(episode: Episode(id: id, name: name, code: code, airDate: airDate))
    }

    /// The kind of entity in `ScenarioData`.
    static let kind = "episodes"

    /// The episode as scenario JSON: `id` and every field that differs from the stub's default.
    package var json: JSONObject {
        ScenarioFields.differences(of: Self.allFields(episode), from: Self.allFields(Self.stub(id: episode.id).episode))
    }

    private static func allFields(_ episode: Episode) -> JSONObject {
        [
            "id": .integer(episode.id), "name": .string(episode.name), "code": .string(episode.code.description),
            "airDate": .string(episode.airDate.description),
        ]
    }

    /// The episode scenario JSON describes at `path`.
    init(_ object: JSONObject, at path: String) throws(ScenarioError) {
        let fields = try ScenarioFields(object, at: path, allowed: ["id", "name", "code", "airDate"])
        let base = Self.stub(id: try fields.integer("id", in: 1...Int.max) ?? 0).episode
        let code = try fields.value("code", expected: "an episode code as S01E01") { json in
            guard case .string(let text) = json else { return EpisodeCode?.none }
            return EpisodeCode(text)
        }
        let airDate = try fields.value("airDate", expected: "a date as yyyy-MM-dd") { json in
            guard case .string(let text) = json else { return CalendarDate?.none }
            return CalendarDate(iso8601: text)
        }
        self = Self.stub(
            id: base.id, name: try fields.string("name") ?? base.name, code: code ?? base.code,
            airDate: airDate ?? base.airDate)
    }
}

/// A place a test brings in its `Scenario` (version 2 `data.locations`): fields `id`, `name`, `type` and
/// `dimension` (`null` for none), defaults Earth (C-137)'s.
public struct ScenarioLocation: Hashable, Sendable {
    /// The place.
    package var location: Location

    /// `location`, as a scenario serves it.
    package init(location: Location) {
        self.location = location
    }

    /// A place for a scenario; defaults to Earth (C-137), a planet in Dimension C-137.
    public static func stub(
        id: Int = 1, name: String = "Earth (C-137)", type: String? = "Planet", dimension: String? = "Dimension C-137"
    ) -> ScenarioLocation {
        ScenarioLocation(location: Location(id: id, name: name, type: type, dimension: dimension))
    }

    /// The kind of entity in `ScenarioData`.
    static let kind = "locations"

    /// The place as scenario JSON: `id` and every field that differs from the stub's default.
    package var json: JSONObject {
        ScenarioFields.differences(
            of: Self.allFields(location), from: Self.allFields(Self.stub(id: location.id).location))
    }

    private static func allFields(_ location: Location) -> JSONObject {
        [
            "id": .integer(location.id), "name": .string(location.name), "type": .string(location.type),
            "dimension": .string(location.dimension),
        ]
    }

    /// The place scenario JSON describes at `path`.
    init(_ object: JSONObject, at path: String) throws(ScenarioError) {
        let fields = try ScenarioFields(object, at: path, allowed: ["id", "name", "type", "dimension"])
        let base = Self.stub(id: try fields.integer("id", in: 1...Int.max) ?? 0).location
        self = Self.stub(
            id: base.id, name: try fields.string("name") ?? base.name,
            type: try fields.optionalString("type") ?? base.type,
            dimension: try fields.optionalString("dimension") ?? base.dimension)
    }
}

extension Scenario {
    /// This scenario serving `characters`, `episodes` and `locations` as well (version 2 `data`): each replaces
    /// one the scenario already serves with the same id, and, with the standard catalogue, the standard one.
    public func serving(
        characters: [ScenarioCharacter], episodes: [ScenarioEpisode] = [], locations: [ScenarioLocation] = []
    ) -> Scenario {
        serving(characters.map(\.json), as: ScenarioCharacter.kind)
            .serving(episodes.map(\.json), as: ScenarioEpisode.kind)
            .serving(locations.map(\.json), as: ScenarioLocation.kind)
    }

    /// This scenario serving `characters`, `episodes` and `locations` with `catalogue` (`.none`: these alone).
    public func serving(
        characters: [ScenarioCharacter], episodes: [ScenarioEpisode] = [], locations: [ScenarioLocation] = [],
        catalogue: ScenarioCatalogue
    ) -> Scenario {
        serving(characters: characters, episodes: episodes, locations: locations).serving(catalogue: catalogue)
    }
}

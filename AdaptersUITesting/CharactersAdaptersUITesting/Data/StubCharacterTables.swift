import CharactersDomain
import UITestScenario

/// The tables the Characters stubs answer from, as a scenario's `data` serves them: its characters, episodes and
/// places alone with the catalogue `none`; else added to the standard tables, each replacing the standard one with
/// its id. Read as one, because a character refers to the episodes it is in.
package struct StubCharacterTables: Sendable {
    /// The characters, behind `CharacterRepository`.
    package let characters: StubTable<SeriesCharacter>
    /// The episodes, behind `EpisodeRepository`.
    package let episodes: StubTable<Episode>
    /// The places, behind `LocationRepository`.
    package let locations: StubTable<Location>

    /// The standard tables.
    package static let standard = StubCharacterTables(
        characters: .standard, episodes: .standard, locations: .standard)

    private init(
        characters: StubTable<SeriesCharacter>, episodes: StubTable<Episode>, locations: StubTable<Location>
    ) {
        self.characters = characters
        self.episodes = episodes
        self.locations = locations
    }

    /// The tables `data` serves. Throws a ``UITestScenario/ScenarioError`` naming the JSON path of the first field
    /// the format does not take, or of the first episode a character is in that neither the data nor the catalogue
    /// has.
    package init(serving data: ScenarioData) throws(ScenarioError) {
        let characters = try data.entities(of: ScenarioCharacter.kind).map { (entity) throws(ScenarioError) in
            try ScenarioCharacter(entity.object, at: entity.path).character
        }
        let episodes = try data.entities(of: ScenarioEpisode.kind).map { (entity) throws(ScenarioError) in
            try ScenarioEpisode(entity.object, at: entity.path).episode
        }
        let locations = try data.entities(of: ScenarioLocation.kind).map { (entity) throws(ScenarioError) in
            try ScenarioLocation(entity.object, at: entity.path).location
        }
        let standard = data.catalogue == .standard
        // A table keeps the first of repeated ids: the scenario's entities come first, so they replace.
        let episodeTable = StubTable(episodes + (standard ? StubTable<Episode>.standard.items : []))
        for (index, character) in characters.enumerated() {
            for (position, id) in character.episodeIDs.enumerated() where episodeTable.item(withID: id) == nil {
                throw .missingReference(
                    at: "data.characters[\(index)].episodes[\(position)]", to: "episode \(id)",
                    catalogue: data.catalogue)
            }
        }
        self.init(
            characters: StubTable(characters + (standard ? StubTable<SeriesCharacter>.standard.items : [])),
            episodes: episodeTable,
            locations: StubTable(locations + (standard ? StubTable<Location>.standard.items : [])))
    }

    /// The tables a scenario a world checked serves: ``standard`` when it brings no data.
    package static func checked(serving scenario: Scenario) -> StubCharacterTables {
        guard !scenario.data.isEmpty else { return .standard }
        return StubDataCheck.checked { () throws(ScenarioError) in try StubCharacterTables(serving: scenario.data) }
    }

    /// The data kind `name` (`characters`, `episodes` or `locations`), read with the others (``init(serving:)``).
    package static func dataKind(_ name: String) -> StubDataCheck {
        StubDataCheck(name) { scenario throws(ScenarioError) in _ = try StubCharacterTables(serving: scenario.data) }
    }
}

import CharactersApplication
import CharactersComposition
import CharactersDomain
import UITestScenario

/// The Characters context's ports on deterministic stubs (``ports``, from which ``CharactersWiring/application``
/// builds the real use cases): one stub per port, each simulating `scenario`. The stubs are created once
/// per factory and exposed, so a test can read their call logs; the bindings come from what ``ports`` holds.
package final class UITestCharactersFactory: Sendable {
    /// The scenario the stubs simulate.
    package let scenario: Scenario
    /// The stub behind `CharacterRepository`.
    package let characterRepository: StubCharacterRepository
    /// The stub behind `EpisodeRepository`.
    package let episodeRepository: StubEpisodeRepository
    /// The stub behind `LocationRepository`.
    package let locationRepository: StubLocationRepository
    /// What is wired to each port: the stubs, unless `rewire` changed that.
    package let ports: CharactersWiring

    /// The data kinds of a scenario's `data` this context serves.
    package static let dataKinds = [ScenarioCharacter.kind, ScenarioEpisode.kind, ScenarioLocation.kind]

    /// A factory whose stubs answer from `characters`, `episodes` and `locations` (each by default the table
    /// `scenario`'s data asks for: see ``tables(serving:)``), simulate `scenario` and wait on `clock`. `rewire` may
    /// replace what is wired (a test does so to see a live repository refused under `-uitest`).
    ///
    /// A scenario's data is checked before it reaches a factory (``requireValid(_:)``, which every host runs on the
    /// scenarios it reads); data that does not read stops here as a programming error.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        characters: StubTable<SeriesCharacter>? = nil, episodes: StubTable<Episode>? = nil,
        locations: StubTable<Location>? = nil, rewire: (CharactersWiring) -> CharactersWiring = { $0 }
    ) {
        self.scenario = scenario
        let served = characters != nil && episodes != nil && locations != nil ? nil : Self.tablesChecked(scenario)
        characterRepository = StubCharacterRepository(
            scenario: scenario, clock: clock, characters: characters ?? served?.characters ?? .standard)
        episodeRepository = StubEpisodeRepository(
            scenario: scenario, clock: clock, episodes: episodes ?? served?.episodes ?? .standard)
        locationRepository = StubLocationRepository(
            scenario: scenario, clock: clock, locations: locations ?? served?.locations ?? .standard)
        self.ports = rewire(
            CharactersWiring(
                characterRepository: characterRepository, episodeRepository: episodeRepository,
                locationRepository: locationRepository))
    }

    /// The tables a scenario's `data` serves: its characters, episodes and places alone with the catalogue `none`;
    /// else added to the standard tables, each replacing the standard one with its id. Throws a ``ScenarioError``
    /// naming the JSON path of the first field the format does not take, or of the first episode a character is in
    /// that neither the data nor the catalogue has.
    package static func tables(
        serving data: ScenarioData
    ) throws(ScenarioError) -> (
        characters: StubTable<SeriesCharacter>, episodes: StubTable<Episode>, locations: StubTable<Location>
    ) {
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
        return (
            StubTable(characters + (standard ? StubTable<SeriesCharacter>.standard.items : [])), episodeTable,
            StubTable(locations + (standard ? StubTable<Location>.standard.items : []))
        )
    }

    /// Throws the ``ScenarioError`` of the first entity of `scenario`'s data that does not read (naming its path).
    package static func requireValid(_ scenario: Scenario) throws(ScenarioError) {
        _ = try tables(serving: scenario.data)
    }

    private static func tablesChecked(
        _ scenario: Scenario
    ) -> (characters: StubTable<SeriesCharacter>, episodes: StubTable<Episode>, locations: StubTable<Location>)? {
        guard !scenario.data.isEmpty else { return nil }
        do {
            return try tables(serving: scenario.data)
        } catch {
            preconditionFailure("A scenario reached UITestCharactersFactory unchecked: \(error)")
        }
    }
}

extension UITestCharactersFactory: StubbedPorts {
    /// `CharacterRepository`, `EpisodeRepository` and `LocationRepository`, with their methods.
    package static let scenarioPorts = StubbedPortName.ports(of: UITestCharactersFactory().ports.wired)

    /// Fresh stubs simulating `scenario`, as a ``StubWorld`` builds them.
    package convenience init(scenario: Scenario, clock: any Clock<Duration>) {
        self.init(scenario: scenario, clock: clock, characters: nil)
    }

    /// Each stub's calls, with the context `characters`.
    package var recordedCalls: [RecordedPortCalls] {
        RecordedPortCalls.calls(of: ports.wired, context: CharactersWiring.context)
    }
}

import CharactersDomain
import UITestScenario

extension StubTable where Item == Location {
    /// The locations UI tests run on: the 20 places the standard characters come from or were last seen at.
    package static var standard: StubTable<Location> { StubCharacterData.locations }
}

extension StubCharacterData {
    /// The 20 locations the stub characters come from or were last seen at, with the Rick and Morty API's ids,
    /// names, types and dimensions. Location 1 is recorded (`GET /location/1`, the contract tests' fixture
    /// `rm-location-1.json`); the others are hand-made from the public API's well-known values, not recorded here.
    static let locations = StubTable<Location>([
        Location(id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137"),
        Location(id: 2, name: "Abadango", type: "Cluster", dimension: "unknown"),
        Location(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown"),
        Location(id: 4, name: "Worldenders lair", type: "Planet", dimension: "unknown"),
        Location(id: 5, name: "Anatomy Park", type: "Microverse", dimension: "Dimension C-137"),
        Location(id: 6, name: "Interdimensional Cable", type: "TV", dimension: "unknown"),
        Location(id: 7, name: "Immortality Field Resort", type: "Resort", dimension: "unknown"),
        Location(id: 8, name: "Post-Apocalyptic Earth", type: "Planet", dimension: "Post-Apocalyptic Dimension"),
        Location(id: 9, name: "Purge Planet", type: "Planet", dimension: "Replacement Dimension"),
        Location(id: 10, name: "Venzenulon 7", type: "Planet", dimension: "unknown"),
        Location(id: 11, name: "Bepis 9", type: "Planet", dimension: "unknown"),
        Location(id: 13, name: "Nuptia 4", type: "Planet", dimension: "unknown"),
        Location(id: 15, name: "Bird World", type: "Planet", dimension: "unknown"),
        Location(id: 20, name: "Earth (Replacement Dimension)", type: "Planet", dimension: "Replacement Dimension"),
        Location(
            id: 21, name: "Testicle Monster Dimension", type: "Dimension", dimension: "Testicle Monster Dimension"),
        Location(id: 22, name: "Signus 5 Expanse", type: "Cluster", dimension: "Cronenberg Dimension"),
        Location(id: 23, name: "Earth (C-500A)", type: "Planet", dimension: "Dimension C-500A"),
        Location(
            id: 34, name: "Earth (Evil Rick's Target Dimension)", type: "Planet",
            dimension: "Evil Rick's Target Dimension"),
        Location(id: 35, name: "Planet Squanch", type: "Planet", dimension: "Replacement Dimension"),
        Location(id: 48, name: "Fantasy World", type: "Dream", dimension: "unknown"),
    ])
}

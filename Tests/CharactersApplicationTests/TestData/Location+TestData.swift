import CharactersDomain

extension Location {
    /// Rick's origin.
    static let earth = Location(id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137")
    /// Rick's last known location.
    static let citadel = Location(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown")
}

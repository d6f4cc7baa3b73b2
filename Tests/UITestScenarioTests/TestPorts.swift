import UITestScenario

/// The port names these tests address. The scenario module knows no context's ports; the wiring's tests check that
/// these are the ports actually wired.
enum TestPorts {
    /// Movies' ports, then Characters', in report order.
    static let all: [ScenarioPort] = [
        "MovieRepository", "ImageConfigurationRepository", "CharacterRepository", "EpisodeRepository",
        "LocationRepository",
    ]
}

/// A domain port a ``Scenario`` can address, named after its protocol exactly as JSON scenarios spell it.
public enum ScenarioPort: String, Hashable, Sendable, CaseIterable {
    /// `MovieRepository` (Movies context).
    case movieRepository = "MovieRepository"
    /// `ImageConfigurationRepository` (Movies context).
    case imageConfigurationRepository = "ImageConfigurationRepository"
    /// `CharacterRepository` (Characters context).
    case characterRepository = "CharacterRepository"
    /// `EpisodeRepository` (Characters context).
    case episodeRepository = "EpisodeRepository"
    /// `LocationRepository` (Characters context).
    case locationRepository = "LocationRepository"

    /// The protocol names, in declaration order, as JSON scenarios spell them.
    public static let names: [String] = allCases.map(\.rawValue)
}

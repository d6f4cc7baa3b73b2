import CharactersAdapters
import CharactersApplication
import CharactersDomain
import HTTPTransport

/// The Characters context's wiring: one implementation per port, each saying what backs it. `live(configuration:httpClient:)`
/// and the UI-test factory both build one, so the use cases and the dependencies report come from what is actually
/// wired — a live repository slipped into a UI-test factory shows up as live, and `-uitest` refuses to run.
///
/// Adding a port is its name in `portNames`, a parameter of each initializer, and its adapter in
/// `live(configuration:httpClient:)`.
public struct CharactersWiring: Sendable {
    /// The context's name in `bindings`.
    package static let context = "characters"

    /// The ports, by protocol name, in report order.
    package static let portNames = ["CharacterRepository", "EpisodeRepository", "LocationRepository"]

    /// What answers `CharacterRepository`.
    package let characterRepository: any CharacterRepository
    /// What answers `EpisodeRepository`.
    package let episodeRepository: any EpisodeRepository
    /// What answers `LocationRepository`.
    package let locationRepository: any LocationRepository
    /// Which implementation backs each port, in report order.
    package let bindings: [PortWiring]

    /// The real use cases on these ports, built once with the wiring: every request is served by the same graph.
    package let application: CharactersApplicationFactory

    private init(
        characterRepository: any CharacterRepository, episodeRepository: any EpisodeRepository,
        locationRepository: any LocationRepository, backings: [PortBacking]
    ) {
        self.characterRepository = characterRepository
        self.episodeRepository = episodeRepository
        self.locationRepository = locationRepository
        bindings = zip(Self.portNames, backings).map { PortWiring(context: Self.context, port: $0, backing: $1) }
        application = CharactersApplicationFactory(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository)
    }

    /// The UI-test factory's wiring: stubs simulating `scenario` (a production adapter among them says it is live,
    /// and `-uitest` refuses it).
    package init(
        stubbing scenario: String, characterRepository: any CharacterRepository,
        episodeRepository: any EpisodeRepository, locationRepository: any LocationRepository
    ) {
        let wired: [any Sendable] = [characterRepository, episodeRepository, locationRepository]
        self.init(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository, backings: wired.map { PortBacking(of: $0, stubbing: scenario) })
    }

    /// The Rick and Morty adapters at `configuration.baseURL`, sharing `httpClient`.
    public static func live(
        configuration: RickAndMortyConfiguration, httpClient: any UpstreamClient
    ) -> CharactersWiring {
        let characters = RickAndMortyCharacterRepository(configuration: configuration, httpClient: httpClient)
        let episodes = RickAndMortyEpisodeRepository(configuration: configuration, httpClient: httpClient)
        let locations = RickAndMortyLocationRepository(configuration: configuration, httpClient: httpClient)
        return CharactersWiring(
            characterRepository: characters, episodeRepository: episodes, locationRepository: locations,
            backings: [characters.backing, episodes.backing, locations.backing])
    }
}

import CharactersAdapters
import CharactersApplication
import CharactersDomain
import HTTPTransport
import Wiring

/// The Characters context's wiring: one implementation per port, each saying what backs it. `live(configuration:httpClient:)`
/// and the UI-test factory both build one, so the use cases and the dependencies report come from what is actually
/// wired — a live repository slipped into a UI-test factory shows up as live, and `-uitest` refuses to run.
///
/// Adding a port is one property here, one line in `bindings` and `application`, and its adapter in
/// `live(configuration:httpClient:)`.
public struct CharactersWiring: Sendable {
    /// The context's name in `bindings`.
    package static let context = "characters"

    /// What answers `CharacterRepository`.
    package let characterRepository: any CharacterRepository & PortAdapter
    /// What answers `EpisodeRepository`.
    package let episodeRepository: any EpisodeRepository & PortAdapter
    /// What answers `LocationRepository`.
    package let locationRepository: any LocationRepository & PortAdapter

    /// A wiring of these implementations.
    package init(
        characterRepository: any CharacterRepository & PortAdapter,
        episodeRepository: any EpisodeRepository & PortAdapter,
        locationRepository: any LocationRepository & PortAdapter
    ) {
        self.characterRepository = characterRepository
        self.episodeRepository = episodeRepository
        self.locationRepository = locationRepository
        self.application = CharactersApplicationFactory(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository)
    }

    /// The Rick and Morty adapters at `configuration.baseURL`, sharing `httpClient`.
    public static func live(
        configuration: RickAndMortyConfiguration, httpClient: any UpstreamClient
    ) -> CharactersWiring {
        CharactersWiring(
            characterRepository: RickAndMortyCharacterRepository(configuration: configuration, httpClient: httpClient),
            episodeRepository: RickAndMortyEpisodeRepository(configuration: configuration, httpClient: httpClient),
            locationRepository: RickAndMortyLocationRepository(configuration: configuration, httpClient: httpClient))
    }

    /// Every port with what is wired to it, in report order.
    package var wired: [(port: String, implementation: any PortAdapter)] {
        [
            (port: "CharacterRepository", implementation: characterRepository),
            (port: "EpisodeRepository", implementation: episodeRepository),
            (port: "LocationRepository", implementation: locationRepository),
        ]
    }

    /// Which implementation backs each port, as each implementation reports it.
    package var bindings: [PortWiring] {
        wired.map { PortWiring(context: Self.context, port: $0.port, implementation: $0.implementation) }
    }

    /// The real use cases on these ports, built once with the wiring: every request is served by the same graph.
    package let application: CharactersApplicationFactory
}

// The production adapters live in a module that knows nothing of composition; here they say what backs them.
extension RickAndMortyCharacterRepository: PortAdapter {
    /// The Rick and Morty API at the configured base URL; it takes no credential.
    package var backing: PortBacking { .live(baseURL: configuration.baseURL, credential: nil) }
}

extension RickAndMortyEpisodeRepository: PortAdapter {
    /// The Rick and Morty API at the configured base URL; it takes no credential.
    package var backing: PortBacking { .live(baseURL: configuration.baseURL, credential: nil) }
}

extension RickAndMortyLocationRepository: PortAdapter {
    /// The Rick and Morty API at the configured base URL; it takes no credential.
    package var backing: PortBacking { .live(baseURL: configuration.baseURL, credential: nil) }
}

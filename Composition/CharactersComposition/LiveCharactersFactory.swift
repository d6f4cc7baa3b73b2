import CharactersAdapters
import CharactersApplication
import CompositionKit
import HTTPTransport

/// The Characters context on production adapters: the Rick and Morty repositories share one HTTP client, and the
/// real use cases run on them. The API needs no credential.
public final class LiveCharactersFactory: CharactersFactory {
    /// The context's name in ``portBindings``.
    public static let context = CharactersPorts.context

    /// What is wired to each port.
    public let ports: CharactersPorts
    private let applicationFactory: CharactersApplicationFactory

    /// A factory whose repositories call the Rick and Morty API at `configuration.baseURL` through `httpClient`.
    public init(configuration: RickAndMortyConfiguration, httpClient: any HTTPClient) {
        ports = .live(configuration: configuration, httpClient: httpClient)
        applicationFactory = ports.application
    }

    /// Which implementation backs each port: the Rick and Morty adapters at the configured base URL.
    public var portBindings: [PortBinding] { ports.bindings }

    /// Lists characters from the Rick and Morty API.
    public func makeFetchCharactersUseCase() -> any FetchCharactersUseCase {
        applicationFactory.makeFetchCharactersUseCase()
    }

    /// Loads a character, its episodes and its places from the Rick and Morty API.
    public func makeFetchCharacterDetailsUseCase() -> any FetchCharacterDetailsUseCase {
        applicationFactory.makeFetchCharacterDetailsUseCase()
    }
}

import CharactersAdapters
import CharactersApplication
import CharactersDomain
import CompositionKit
import HTTPTransport

/// The Characters context on production adapters: both Rick and Morty repositories share one HTTP client, and
/// the real use cases run on them. The API needs no credential.
public final class LiveCharactersFactory: CharactersFactory {
    /// The context's name in ``portBindings``.
    public static let context = "characters"

    private let applicationFactory: CharactersApplicationFactory

    /// Which implementation backs each port: the Rick and Morty adapters at the configured base URL.
    public let portBindings: [PortBinding]

    /// A factory whose repositories call the Rick and Morty API at `configuration.baseURL` through `httpClient`.
    public init(configuration: RickAndMortyConfiguration, httpClient: any HTTPClient) {
        applicationFactory = CharactersApplicationFactory(
            characterRepository: RickAndMortyCharacterRepository(configuration: configuration, httpClient: httpClient),
            episodeRepository: RickAndMortyEpisodeRepository(configuration: configuration, httpClient: httpClient)
        )
        portBindings = ["CharacterRepository", "EpisodeRepository"].map { port in
            PortBinding(
                context: Self.context, port: port, backing: .live(baseURL: configuration.baseURL, credential: nil))
        }
    }

    /// A factory on the production HTTP stack: a ``RetryingHTTPClient`` around a ``URLSessionHTTPClient``.
    public convenience init(configuration: RickAndMortyConfiguration) {
        self.init(configuration: configuration, httpClient: RetryingHTTPClient(wrapping: URLSessionHTTPClient()))
    }

    /// Lists characters from the Rick and Morty API.
    public func makeFetchCharactersUseCase() -> any FetchCharactersUseCase {
        applicationFactory.makeFetchCharactersUseCase()
    }

    /// Loads a character and its episodes from the Rick and Morty API.
    public func makeFetchCharacterDetailsUseCase() -> any FetchCharacterDetailsUseCase {
        applicationFactory.makeFetchCharacterDetailsUseCase()
    }
}

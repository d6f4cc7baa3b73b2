import CharactersAdapters
import CharactersComposition
import HTTPTransport
import MoviesAdapters
import MoviesComposition

extension AppDependencies {
    /// The production HTTP stack: a ``HTTPTransport/RetryingHTTPClient`` around a ``HTTPTransport/URLSessionHTTPClient``.
    public static func makeProductionHTTPClient() -> any HTTPClient {
        RetryingHTTPClient(wrapping: URLSessionHTTPClient())
    }

    /// Every context on its production adapters, all sharing `httpClient` (one connection pool, one retry
    /// policy). This is what a service that configures itself in code calls.
    public static func live(
        movies: TMDbConfiguration, characters: RickAndMortyConfiguration,
        httpClient: any HTTPClient = makeProductionHTTPClient()
    ) -> AppDependencies {
        AppDependencies(
            movies: .live(configuration: movies, httpClient: httpClient),
            characters: .live(configuration: characters, httpClient: httpClient)
        )
    }

    /// Every context on its production adapters, configured from `launch`. Without a usable TMDb credential the
    /// Movies context is not built: ``movies`` throws the reason when asked for, and the dependencies report
    /// shows the ports as live with the credential's problem.
    public static func live(
        _ launch: LaunchConfiguration, httpClient: any HTTPClient = makeProductionHTTPClient()
    ) -> AppDependencies {
        let characters = CharactersPorts.live(configuration: launch.rickAndMortyConfiguration, httpClient: httpClient)
        switch launch.tmdbConfiguration {
        case .success(let movies):
            return AppDependencies(
                movies: .live(configuration: movies, httpClient: httpClient), characters: characters)
        case .failure(let reason):
            return AppDependencies(
                moviesUnavailable: reason,
                moviesPortBindings: MoviesPorts.portBindings(
                    baseURL: launch.tmdbBaseURL, credential: reason.credentialSummary),
                characters: characters
            )
        }
    }
}

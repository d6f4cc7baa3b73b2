import CharactersAdapters
import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import HTTPTransport
import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain
import StubHTTPServer

/// One implementation of every domain port: the production HTTP adapters at some base URLs, or the stubs. A
/// ``FixtureNeed`` asks its question of both.
struct FixturePorts: Sendable {
    /// Movies.
    let movies: any MovieRepository
    /// TMDb's image configuration.
    let imageConfiguration: any ImageConfigurationRepository
    /// Rick and Morty characters.
    let characters: any CharacterRepository
    /// Rick and Morty episodes.
    let episodes: any EpisodeRepository
    /// Rick and Morty locations.
    let locations: any LocationRepository

    /// The production adapters, TMDb at `tmdbBaseURL` with `credential`, Rick and Morty at `rickAndMortyBaseURL`,
    /// over one URLSession client without retries: a refresh records what the API answers the first time.
    static func live(
        tmdbBaseURL: URL, credential: TMDbCredential, rickAndMortyBaseURL: URL, timeout: Duration
    ) -> FixturePorts {
        let client = URLSessionUpstreamClient(timeout: timeout)
        let tmdb = TMDbConfiguration(credential: credential, baseURL: tmdbBaseURL)
        let rickAndMorty = RickAndMortyConfiguration(baseURL: rickAndMortyBaseURL)
        return FixturePorts(
            movies: TMDbMovieRepository(configuration: tmdb, httpClient: client),
            imageConfiguration: TMDbImageConfigurationRepository(configuration: tmdb, httpClient: client),
            characters: RickAndMortyCharacterRepository(configuration: rickAndMorty, httpClient: client),
            episodes: RickAndMortyEpisodeRepository(configuration: rickAndMorty, httpClient: client),
            locations: RickAndMortyLocationRepository(configuration: rickAndMorty, httpClient: client))
    }

    /// The stubs on their standard catalogues, in the happy path.
    static func stubs() -> FixturePorts {
        FixturePorts(
            movies: StubMovieRepository(), imageConfiguration: StubImageConfigurationRepository(),
            characters: StubCharacterRepository(), episodes: StubEpisodeRepository(),
            locations: StubLocationRepository())
    }
}

/// Asks the needs of the production adapters pointed at loopback servers (a recording proxy or a replay), one
/// need at a time, and says which requests each one sent.
struct FixtureAsker: Sendable {
    /// The credential the adapters send when the upstream needs none or already holds the recording.
    static let placeholderCredential = TMDbCredential.bearerToken("marquee-fixtures-placeholder")
    /// The credential the 401 needs send.
    static let invalidCredential = TMDbCredential.apiKey("marquee-fixtures-invalid-key")

    let ports: FixturePorts
    let invalidCredentialPorts: FixturePorts

    /// Adapters for TMDb at `tmdbBaseURL` and Rick and Morty at `rickAndMortyBaseURL`.
    init(tmdbBaseURL: URL, rickAndMortyBaseURL: URL, credential: TMDbCredential, timeout: Duration) {
        ports = .live(
            tmdbBaseURL: tmdbBaseURL, credential: credential, rickAndMortyBaseURL: rickAndMortyBaseURL,
            timeout: timeout)
        invalidCredentialPorts = .live(
            tmdbBaseURL: tmdbBaseURL, credential: Self.invalidCredential, rickAndMortyBaseURL: rickAndMortyBaseURL,
            timeout: timeout)
    }

    func ask(_ need: FixtureNeed) async -> FixtureAnswer {
        await need.ask(need.usesInvalidCredential ? invalidCredentialPorts : ports)
    }

    /// `server`'s base URL followed by `path` (`/3`, `/api`): where an API's base URL points to reach it through
    /// the server.
    static func url(of server: StubHTTPServer, path base: String) -> URL {
        var path = base
        while path.hasSuffix("/") { path.removeLast() }
        return URL(string: server.baseURL.absoluteString + path) ?? server.baseURL
    }

    /// `url`'s scheme, host and port: where a proxy forwards to (the request keeps the path).
    static func origin(of url: URL) -> URL? {
        var components = URLComponents()
        components.scheme = url.scheme
        components.host = url.host
        components.port = url.port
        return components.url
    }
}

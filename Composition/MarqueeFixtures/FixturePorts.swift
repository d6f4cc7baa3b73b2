import CharactersAdapters
import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import HTTPTransport
import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain

/// One implementation of every domain port: the production HTTP adapters at some base URLs, or the stubs. A
/// ``FixtureNeed`` asks its question of both.
package struct FixturePorts: Sendable {
    /// Movies.
    package let movies: any MovieRepository
    /// TMDb's image configuration.
    package let imageConfiguration: any ImageConfigurationRepository
    /// Rick and Morty characters.
    package let characters: any CharacterRepository
    /// Rick and Morty episodes.
    package let episodes: any EpisodeRepository
    /// Rick and Morty locations.
    package let locations: any LocationRepository

    /// The production adapters, TMDb at `tmdbBaseURL` with `credential`, Rick and Morty at `rickAndMortyBaseURL`,
    /// over one URLSession client without retries: a refresh records what the API answers the first time.
    package static func live(
        tmdbBaseURL: URL, credential: TMDbCredential, rickAndMortyBaseURL: URL, timeout: Duration
    ) -> FixturePorts {
        let client = URLSessionHTTPClient(timeout: timeout)
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
    package static func stubs() -> FixturePorts {
        FixturePorts(
            movies: StubMovieRepository(), imageConfiguration: StubImageConfigurationRepository(),
            characters: StubCharacterRepository(), episodes: StubEpisodeRepository(),
            locations: StubLocationRepository())
    }
}

import Foundation
import HTTPTransport
import MoviesDomain

/// ``MoviesDomain/MovieRepository`` on TMDb's v3 API: `/movie/{id}`, `/movie/{id}/credits`, `/movie/popular` and
/// `/search/movie`, each with the configured `language` and credential and `Accept: application/json`.
///
/// Errors: 401/403 (or TMDb `status_code` 3, 7, 10, 14) → `.unauthorized`; 404 → `.notFound(movieID:)` for the
/// id-based calls and `.unavailable` for the lists (the service is not at the configured address); 400, 422 and
/// other 4xx → `.rejected`; 429 → `.rateLimited` (after whatever retrying the injected client does); 5xx,
/// timeouts, lost, refused or TLS-failed connections → `.unavailable`, a 429's or 503's `Retry-After` in seconds
/// carried as `retryAfter`; a body that does not decode →
/// `.invalidResponse`; the calling task cancelled → `.cancelled`. A base URL no request can be built on (not
/// absolute http(s) with a host) is `.unavailable` without a request: the service cannot be reached where it was
/// configured. Arguments TMDb would reject are answered without a request: an id below 1 is `.notFound`, a page
/// outside 1...500 is `.rejected`, and a blank search query is an empty page.
package final class TMDbMovieRepository: MovieRepository {
    private let client: TMDbClient
    /// Where TMDb is and how this repository authenticates (the credential never shows in a description).
    package var configuration: TMDbConfiguration { client.configuration }

    /// A repository that sends its requests through `httpClient` (`AppDependencies.makeProductionUpstreamClient(…)` puts retries, the cache and load shedding in front).
    package init(configuration: TMDbConfiguration, httpClient: any UpstreamClient) {
        self.client = TMDbClient(configuration: configuration, httpClient: httpClient)
    }

    /// `GET /movie/{id}`.
    package func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        guard id > 0 else { throw .notFound(movieID: id) }
        do {
            let dto = try await client.get(TMDbMovieDetailsDTO.self, path: "/movie/\(id)")
            return try TMDbMovieMapper.movie(dto)
        } catch {
            throw Self.error(error, movieID: id)
        }
    }

    /// `GET /movie/{id}/credits`.
    package func credits(forMovieWithID movieID: Int) async throws(MovieRepositoryError) -> MovieCredits {
        guard movieID > 0 else { throw .notFound(movieID: movieID) }
        do {
            let dto = try await client.get(TMDbCreditsDTO.self, path: "/movie/\(movieID)/credits")
            return try TMDbMovieMapper.credits(dto)
        } catch {
            throw Self.error(error, movieID: movieID)
        }
    }

    /// `GET /movie/popular?page=N`.
    package func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        guard (1...MoviePage.maximumPage).contains(page) else { throw .upstream(.rejected) }
        do {
            let dto = try await client.get(
                path: "/movie/popular", query: [(name: "page", value: String(page))], read: TMDbMoviePageDTO.read)
            return try TMDbMovieMapper.moviePage(dto, asked: page)
        } catch {
            throw Self.error(error, movieID: nil)
        }
    }

    /// `GET /search/movie?query=Q&page=N`; no hits is an empty page, as TMDb answers 200 with `"results": []`.
    package func searchMovies(query: String, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        guard (1...MoviePage.maximumPage).contains(page) else { throw .upstream(.rejected) }
        guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return MoviePage(page: page, results: [], totalPages: 0, totalResults: 0)
        }
        do {
            let dto = try await client.get(
                path: "/search/movie", query: [(name: "query", value: query), (name: "page", value: String(page))],
                read: TMDbMoviePageDTO.read)
            return try TMDbMovieMapper.moviePage(dto, asked: page)
        } catch {
            throw Self.error(error, movieID: nil)
        }
    }

    /// The port error for `failure`; a 404 is `.notFound` only for a call about one movie.
    private static func error(_ failure: JSONAPIFailure, movieID: Int?) -> MovieRepositoryError {
        if failure == .notFound, let movieID { return .notFound(movieID: movieID) }
        return .upstream(failure.upstreamFailure)
    }
}

// What backs this adapter, for the dependencies report and the refusal of a live port under `-uitest`.
extension TMDbMovieRepository: PortAdapter {
    /// TMDb at the configured base URL, with the kind of credential sent (never the credential itself).
    package var backing: PortBacking {
        .live(baseURL: configuration.baseURL, credential: configuration.credential.description)
    }
}

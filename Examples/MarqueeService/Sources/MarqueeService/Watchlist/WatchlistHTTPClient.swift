import Foundation
import MarqueeKit

/// The production ``Watchlist``: `watchlist-service`'s HTTP API (`Examples/WatchlistService/README.md`) at
/// `baseURL`, sent with `client`. Each status is read as that API promises: 200 and 201 the list as JSON, 409 a
/// full list, 400 a request it rejected, 408, 429 and 5xx an outage; a transport failure is an outage too.
///
/// Under `-uitest` the client is wrapped in `SessionCarryingUpstreamClient`, so each request carries the UI-test
/// session of the request being served, and watchlist-service (itself under `-uitest`) answers from that session's
/// world (``WatchlistWiring``).
struct WatchlistHTTPClient: Watchlist {
    /// Where watchlist-service listens, e.g. `http://127.0.0.1:8081`.
    let baseURL: URL
    /// What sends the requests.
    let client: any UpstreamClient

    func movies(of visitor: String) async throws(WatchlistError) -> [EntityID] {
        try await exchange("GET", path: "watchlists/\(visitor)").movies
    }

    func add(_ movie: EntityID, for visitor: String) async throws(WatchlistError) -> WatchlistChange {
        let (status, _) = try await exchange("PUT", path: "watchlists/\(visitor)/movies/\(movie.value)")
        return status == 201 ? .added : .alreadyListed
    }

    func remove(_ movie: EntityID, for visitor: String) async throws(WatchlistError) {
        _ = try await exchange("DELETE", path: "watchlists/\(visitor)/movies/\(movie.value)")
    }

    /// The list `{"visitor": …, "movies": […]}` every answer of the API carries.
    private struct List: Decodable {
        let movies: [Int]
    }

    /// Sends `method` to `path` (already made of checked parts: a visitor id of the cookie's alphabet and a movie
    /// id), and reads the answer's status and list.
    private func exchange(
        _ method: String, path: String
    ) async throws(WatchlistError) -> (status: Int, movies: [EntityID]) {
        guard !Task.isCancelled else { throw .upstream(.cancelled) }
        let url = baseURL.appending(path: path)
        let response: UpstreamResponse
        do {
            response = try await client.send(
                UpstreamRequest(method: method, url: url, headers: ["Accept": "application/json"]))
        } catch {
            switch error {
            case .cancelled: throw .upstream(.cancelled)
            case .invalidResponse: throw .upstream(.invalidResponse)
            default: throw .upstream(.unavailable)
            }
        }
        switch response.statusCode {
        case 200, 201:
            guard let list = try? JSONDecoder().decode(List.self, from: response.body),
                let movies = try? list.movies.map({ value throws(WholeNumberError) in try EntityID(value) })
            else { throw .upstream(.invalidResponse) }
            return (response.statusCode, movies)
        case 409: throw .full
        case 400, 404, 405, 413, 422: throw .upstream(.rejected)
        case 401, 403: throw .upstream(.unauthorized)
        case 429: throw .upstream(.rateLimited)
        case 408, 500...599: throw .upstream(.unavailable)
        default: throw .upstream(.invalidResponse)
        }
    }
}

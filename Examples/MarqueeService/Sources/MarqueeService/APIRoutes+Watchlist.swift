import Foundation
import Hummingbird
import MarqueeKit

/// The JSON API's watchlist, for the visitor whose cookie the request carries (a client keeps the `Set-Cookie` the
/// first addition answers, as a browser does), kept by the service's ``Watchlist`` port:
///
/// - `PUT /api/v1/movies/{id}/watchlist`: 201 `{"movieID": 550, "change": "added"}` when the movie was added, 200
///   with `"alreadyListed"` when it was on the list; a movie TMDb does not have is a 404, a full list a 409.
/// - `DELETE /api/v1/movies/{id}/watchlist`: 204; a movie not on the list is left as it is.
/// - `GET /api/v1/watchlist`: `{"movies": [550, 13]}`, in the order first added; none for a visitor without a
///   cookie.
///
/// Writes are checked as every JSON write is (``JSONWrite``); they take no body. Without a watchlist (live without
/// `MARQUEE_WATCHLIST_URL`) or without `MARQUEE_SESSION_KEY` every route is a 503 saying which.
extension APIRoutes {
    func addWatchlist(to api: RouterGroup<BasicRequestContext>) {
        api.put("movies/:id/watchlist") { request, context in try await addToWatchlist(request, context) }
        api.delete("movies/:id/watchlist") { request, context in try await removeFromWatchlist(request, context) }
        api.get("watchlist") { request, _ in try await watchlistMovies(request) }
    }

    private func addToWatchlist(_ request: Request, _ context: BasicRequestContext) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        try JSONWrite.checkSite(request)
        let text = InputValues.pathID(context)
        let id = try Problem.reading { () throws(InputError) in try InputValues.movieID(text) }
        let (visitor, isNew, list) = try visitorWatchlist(request)
        let details = try movies().makeFetchMovieDetailsUseCase()
        do {
            _ = try await details.execute(movieID: id)
        } catch {
            throw Problem(error)
        }
        let change: WatchlistChange
        do {
            change = try await list.add(id, for: visitor.visitorID)
        } catch {
            throw Problem(error)
        }
        var response = Response.json(
            .object(["movieID": .integer(id.value), "change": .string(change.rawValue)]),
            status: change == .added ? .created : .ok)
        if isNew, let keys = visitorKeys {
            response.setCookie(VisitorCookie(keys: keys).cookie(for: visitor, answering: request))
        }
        return response
    }

    private func removeFromWatchlist(
        _ request: Request, _ context: BasicRequestContext
    ) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        try JSONWrite.checkSite(request)
        let text = InputValues.pathID(context)
        let id = try Problem.reading { () throws(InputError) in try InputValues.movieID(text) }
        let (visitor, isNew, list) = try visitorWatchlist(request)
        // A visitor without a cookie has nothing on a list.
        if !isNew {
            do {
                try await list.remove(id, for: visitor.visitorID)
            } catch {
                throw Problem(error)
            }
        }
        return Response(status: .noContent)
    }

    private func watchlistMovies(_ request: Request) async throws(Problem) -> Response {
        _ = try InputValues(request, allowed: [])
        let (visitor, isNew, list) = try visitorWatchlist(request)
        var movies: [EntityID] = []
        if !isNew {
            do {
                movies = try await list.movies(of: visitor.visitorID)
            } catch {
                throw Problem(error)
            }
        }
        return .json(.object(["movies": .array(movies.map { .integer($0.value) })]))
    }

    /// The visitor `request` comes from (a new one without a cookie that opens), whether they are new, and the
    /// watchlist; a 503 when the service has no watchlist or no `MARQUEE_SESSION_KEY`.
    private func visitorWatchlist(_ request: Request) throws(Problem) -> (VisitorSession, isNew: Bool, any Watchlist) {
        guard let keys = visitorKeys else { throw Problem.ratingsNotConfigured }
        guard let list = watchlist() else { throw Problem.watchlistNotConfigured }
        if let known = VisitorCookie(keys: keys).session(of: request) { return (known, false, list) }
        return (.new(), true, list)
    }
}

import Foundation
import Hummingbird
import Logging

/// The HTTP API (README.md is its reference): `GET /watchlists/{visitor}`, `PUT` and `DELETE
/// /watchlists/{visitor}/movies/{movie}`, each answering `{"visitor": …, "movies": […]}`, and `GET /health`. Each
/// request is served by the store `store` gives while it serves it: the one store in production, the stub of the
/// request's UI-test session under `-uitest`, found in the task's `ServiceContext` (a session the service does not
/// hold is a 404 problem there).
struct WatchlistRoutes: Sendable {
    /// The store to serve the request being served from, or the problem to answer instead.
    let store: @Sendable () throws(Problem) -> any WatchlistStore
    let logger: Logger

    func add(to router: Router<BasicRequestContext>) {
        router.get("health") { _, _ in "ok" }
        router.get("watchlists/:visitor") { request, context in
            let visitor = try Self.visitor(in: context)
            let movies = try await answer(request) { store throws(WatchlistStoreError) in
                try await store.movies(of: visitor)
            }
            return try Self.list(visitor, movies, status: .ok)
        }
        router.put("watchlists/:visitor/movies/:movie") { request, context in
            let (visitor, movie) = (try Self.visitor(in: context), try Self.movie(in: context))
            let change = try await answer(request) { store throws(WatchlistStoreError) in
                try await store.add(movie: movie, to: visitor)
            }
            return try Self.list(visitor, change.movies, status: change.added ? .created : .ok)
        }
        router.delete("watchlists/:visitor/movies/:movie") { request, context in
            let (visitor, movie) = (try Self.visitor(in: context), try Self.movie(in: context))
            let movies = try await answer(request) { store throws(WatchlistStoreError) in
                try await store.remove(movie: movie, from: visitor)
            }
            return try Self.list(visitor, movies, status: .ok)
        }
    }

    /// The methods each route's path takes, for a 405 (``RouteProblemMiddleware``); `nil` for a path no route has.
    static func allowedMethods(forPath path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        switch Array(segments) {
        case ["health"]: return [.get]
        case let parts where parts.count == 2 && parts[0] == "watchlists" && !parts[1].isEmpty: return [.get]
        case let parts
        where parts.count == 4 && parts[0] == "watchlists" && parts[2] == "movies" && !parts[1].isEmpty
            && !parts[3].isEmpty:
            return [.put, .delete]
        default: return nil
        }
    }

    /// `call`'s answer from the request's store; a store's failure is its problem (409, 503), logged.
    private func answer<Value>(
        _ request: Request, _ call: (any WatchlistStore) async throws(WatchlistStoreError) -> Value
    ) async throws(Problem) -> Value {
        let store = try store()
        do {
            return try await call(store)
        } catch {
            if case .unavailable = error {
                logger.warning("the store failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            }
            throw Problem.store(error)
        }
    }

    /// The path's visitor, or a 400 naming it.
    private static func visitor(in context: BasicRequestContext) throws(Problem) -> VisitorID {
        guard let text = context.parameters.get("visitor"), let visitor = VisitorID(text) else {
            throw .badRequest(
                "the visitor in the path is not 1 to \(VisitorID.maximumLength) characters of A-Z a-z 0-9 - _")
        }
        return visitor
    }

    /// The path's movie, or a 400 naming it: decimal digits without a leading zero, 1 to 2147483647.
    private static func movie(in context: BasicRequestContext) throws(Problem) -> Int {
        guard let text = context.parameters.get("movie"), let movie = Self.movieID(text) else {
            throw .badRequest("the movie in the path is not an integer from 1 to \(Watchlist.movieIDs.upperBound)")
        }
        return movie
    }

    /// `text` as a movie id: one spelling per id, so `007` and `+7` are refused.
    static func movieID(_ text: some StringProtocol) -> Int? {
        guard (1...10).contains(text.utf8.count), text.utf8.first != UInt8(ascii: "0"),
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let value = Int(text),
            Watchlist.movieIDs.contains(value)
        else { return nil }
        return value
    }

    /// `{"movies": […], "visitor": "…"}` as `application/json`.
    private static func list(_ visitor: VisitorID, _ movies: [Int], status: HTTPResponse.Status) throws -> Response {
        try .json(WatchlistBody(visitor: visitor.text, movies: movies), status: status)
    }
}

/// A watchlist as the API answers it.
struct WatchlistBody: Codable, Hashable, Sendable {
    let visitor: String
    let movies: [Int]
}

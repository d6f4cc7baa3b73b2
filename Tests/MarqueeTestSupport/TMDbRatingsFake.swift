import Foundation
import StubHTTPServer
import Synchronization

/// TMDb's rating API as its public test suites record it, on the loopback stub server: guest sessions, ratings
/// kept per session, and the statuses of the issue's table. What the stub repository is held to in the contract
/// tests and what the TMDb adapter is tested against on both transports.
///
/// - `GET /3/authentication/guest_session/new` → 200 `{"success": true, "guest_session_id": <32 hex>, …}`.
/// - `POST /3/movie/{id}/rating?guest_session_id=…` `{"value": v}` → 201 `status_code` 1, or 12 when replacing;
///   400/18 for a value above 10 (`Value too high: …`), at or below 0 (`Value too low: …`) or off the 0.5 steps
///   (`Value invalid: …`); 404/34 for a movie not in `movies`; 401/3 for a session it did not hand out.
/// - `DELETE /3/movie/{id}/rating?guest_session_id=…` → 200 `status_code` 13 (the same 404 and 401).
/// - `GET /3/guest_session/{id}/rated/movies?page=N` → the session's rated movies, 20 a page, each with `rating`.
public final class TMDbRatingsFake: Sendable {
    /// The movies it knows, by id, with their titles.
    public let movies: [Int: String]

    private struct State {
        var sessions: [String: [(movieID: Int, value: Double)]] = [:]
        var opened = 0
    }

    private let state = Mutex(State())

    /// A fake knowing `movies` (by default Fight Club, 550, and Catch Me If You Can, 640).
    public init(movies: [Int: String] = [550: "Fight Club", 640: "Catch Me If You Can"]) {
        self.movies = movies
    }

    /// Opens a session directly, as a test's Given does.
    public func openSession() -> String {
        state.withLock { state in
            state.opened += 1
            let id = String(repeating: "0", count: 31 - String(state.opened).count) + "a" + String(state.opened)
            state.sessions[id] = []
            return id
        }
    }

    /// Registers the fake's routes on `server`, under `/3`.
    public func register(on server: StubHTTPServer) {
        server.register(.get, "/3/authentication/guest_session/new", .handler { _ in self.newSession() })
        server.registerPrefix(.post, "/3/movie/", .handler { self.rate($0) })
        server.registerPrefix(.delete, "/3/movie/", .handler { self.remove($0) })
        server.registerPrefix(.get, "/3/guest_session/", .handler { self.rated($0) })
    }

    private func newSession() -> StubResponse {
        let id = openSession()
        return .json(
            string: #"{"success":true,"guest_session_id":"\#(id)","expires_at":"2026-11-28 12:00:00 UTC"}"#)
    }

    private func rate(_ request: ReceivedRequest) -> StubResponse {
        guard let (movieID, session) = target(of: request) else { return Self.error(404, 34, Self.notFoundText) }
        if let refusal = sessionOrMovieRefusal(movieID: movieID, session: session) { return refusal }
        struct Body: Decodable { let value: Double }
        guard let value = try? JSONDecoder().decode(Body.self, from: request.body).value else {
            return Self.error(400, 18, "Value invalid: Values must be a multiple of 0.50.")
        }
        if value > 10 { return Self.error(400, 18, "Value too high: Value must be less than, or equal to 10.0.") }
        if value <= 0 { return Self.error(400, 18, "Value too low: Value must be greater than 0.0.") }
        if (value * 2).rounded() != value * 2 {
            return Self.error(400, 18, "Value invalid: Values must be a multiple of 0.50.")
        }
        let replaced = state.withLock { state -> Bool in
            var list = state.sessions[session] ?? []
            defer { state.sessions[session] = list }
            if let index = list.firstIndex(where: { $0.movieID == movieID }) {
                list[index].value = value
                return true
            }
            list.append((movieID, value))
            return false
        }
        return replaced
            ? .json(
                string:
                    #"{"success":true,"status_code":12,"status_message":"The item/record was updated successfully."}"#,
                status: 201)
            : .json(string: #"{"success":true,"status_code":1,"status_message":"Success."}"#, status: 201)
    }

    private func remove(_ request: ReceivedRequest) -> StubResponse {
        guard let (movieID, session) = target(of: request) else { return Self.error(404, 34, Self.notFoundText) }
        if let refusal = sessionOrMovieRefusal(movieID: movieID, session: session) { return refusal }
        state.withLock { $0.sessions[session]?.removeAll { $0.movieID == movieID } }
        return .json(
            string: #"{"success":true,"status_code":13,"status_message":"The item/record was deleted successfully."}"#)
    }

    private func rated(_ request: ReceivedRequest) -> StubResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count == 5, parts[3] == "rated", parts[4] == "movies" else {
            return Self.error(404, 34, Self.notFoundText)
        }
        guard let list = state.withLock({ $0.sessions[parts[2]] }) else {
            return Self.error(401, 3, "Authentication failed: You do not have permissions to access the service.")
        }
        let page = Int(request.queryValue("page") ?? "1") ?? 1
        let items = list.dropFirst((page - 1) * 20).prefix(20).map { entry in
            let title = movies[entry.movieID] ?? ""
            return #"{"id":\#(entry.movieID),"title":"\#(title)","original_title":"\#(title)","#
                + #""release_date":"1999-10-15","genre_ids":[18],"vote_average":8.4,"vote_count":100,"#
                + #""rating":\#(entry.value)}"#
        }
        let pages = (list.count + 19) / 20
        return .json(
            string: #"{"page":\#(page),"results":[\#(items.joined(separator: ","))],"total_pages":\#(pages),"#
                + #""total_results":\#(list.count)}"#)
    }

    /// The movie id and the session of `/3/movie/{id}/rating?guest_session_id=…`.
    private func target(of request: ReceivedRequest) -> (Int, String)? {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count == 4, parts[1] == "movie", parts[3] == "rating", let id = Int(parts[2]) else { return nil }
        return (id, request.queryValue("guest_session_id") ?? "")
    }

    private func sessionOrMovieRefusal(movieID: Int, session: String) -> StubResponse? {
        guard state.withLock({ $0.sessions[session] != nil }) else {
            return Self.error(401, 3, "Authentication failed: You do not have permissions to access the service.")
        }
        guard movies[movieID] != nil else { return Self.error(404, 34, Self.notFoundText) }
        return nil
    }

    private static let notFoundText = "The resource you requested could not be found."

    private static func error(_ status: Int, _ code: Int, _ message: String) -> StubResponse {
        .json(string: #"{"success":false,"status_code":\#(code),"status_message":"\#(message)"}"#, status: status)
    }
}

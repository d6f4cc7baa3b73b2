import Foundation
import StubHTTPServer
import Synchronization

/// The fixture's pages and its fake `/__uitest/` endpoints (kit README's protocol), with the state they keep.
final class FakeControl: Sendable {
    private struct State {
        var scenario = "launch"
        var presented: [String: Data] = [:]
        /// The gallery's states, as put: (name, path) pairs.
        var gallery: [(name: String, path: String)] = []
        /// Each UI-test session's scenario, by id.
        var sessions: [String: String] = [:]
        var sessionsStarted = 0
    }

    // Handlers run on the server's worker threads: the mutex is the only access path.
    private let state = Mutex(State())

    /// The answer to `request`.
    func answer(_ request: ReceivedRequest) -> StubResponse {
        switch (request.method.rawValue, request.path) {
        case ("GET", "/"): return Self.page(Pages.home)
        case ("GET", "/next"): return Self.page(Pages.next)
        case ("GET", "/inaccessible"): return Self.page(Pages.inaccessible)
        case ("GET", "/visibility"): return Self.page(Pages.visibility)
        case ("GET", "/divergent"): return Self.page(Pages.divergent)
        case ("GET", "/session"):
            guard let name = scenario(of: request) else { return .status(404) }
            return Self.page(Pages.session(scenario: name))
        case ("GET", "/__uitest/scenario"):
            guard let name = scenario(of: request) else { return Self.unknownSession }
            return .json(string: #"{"name":"\#(name)","scenario":{}}"#)
        case ("POST", "/__uitest/sessions"):
            let scenario = request.body.isEmpty ? "launch" : String(decoding: request.body, as: UTF8.self)
            let id = state.withLock { state in
                state.sessionsStarted += 1
                state.sessions[String(state.sessionsStarted)] = scenario
                return String(state.sessionsStarted)
            }
            return .status(
                201, body: Data(#"{"session":"\#(id)","cookie":"uitest-session=\#(id)"}"#.utf8),
                headers: ["Content-Type": "application/json"])
        case ("DELETE", let path) where path.hasPrefix("/__uitest/sessions/"):
            let id = String(path.dropFirst("/__uitest/sessions/".count))
            let ended = state.withLock { $0.sessions.removeValue(forKey: id) != nil }
            return ended ? .status(204) : Self.unknownSession
        case ("PUT", "/__uitest/scenario"):
            let body = String(decoding: request.body, as: UTF8.self)
            guard body != "refused" else {
                return .status(
                    400, body: Data(#"{"title":"Bad Request","status":400,"detail":"no scenario named refused"}"#.utf8),
                    headers: ["Content-Type": "application/problem+json"])
            }
            state.withLock { $0.scenario = body }
            return .status(204)
        case ("POST", "/__uitest/reset"):
            state.withLock { $0 = State() }
            return .status(204)
        case ("GET", "/__uitest/calls"):
            return .json(string: Self.calls)
        case ("PUT", let path) where path.hasPrefix("/__uitest/present/"):
            let page = String(path.dropFirst("/__uitest/present/".count))
            guard page == "greeting" else { return .status(404) }
            guard (try? JSONDecoder().decode(Greeting.self, from: request.body)) != nil else {
                return .status(
                    400, body: Data(#"{"status":400,"detail":"title: expected a string"}"#.utf8),
                    headers: ["Content-Type": "application/problem+json"])
            }
            state.withLock { $0.presented[page] = request.body }
            return .status(204)
        case ("PUT", "/__uitest/gallery"):
            guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                let states = body["states"] as? [[String: Any]]
            else { return .status(400) }
            let gallery = states.compactMap { state in
                (state["name"] as? String).flatMap { name in (state["path"] as? String).map { (name, $0) } }
            }
            state.withLock { $0.gallery = gallery }
            return .status(204)
        case ("GET", "/__uitest/gallery"):
            return Self.page(Pages.gallery(state.withLock { $0.gallery }))
        case ("POST", let path) where path.hasPrefix("/__uitest/gallery/"):
            let key = String(path.dropFirst("/__uitest/gallery/".count))
            guard let opened = state.withLock({ $0.gallery.first { Pages.key(of: $0.name) == key } }) else {
                return .status(404)
            }
            return .status(303, headers: ["Location": opened.path])
        case ("GET", "/__uitest/present/greeting"):
            guard let body = state.withLock({ $0.presented["greeting"] }),
                let greeting = try? JSONDecoder().decode(Greeting.self, from: body)
            else { return .status(404) }
            return Self.page(Pages.greeting(title: greeting.title))
        default:
            return .status(404, body: Data(Pages.notFound.utf8), headers: ["Content-Type": "text/html; charset=utf-8"])
        }
    }

    /// The scenario of the session `request` names (the `UITest-Session` header, else the `uitest-session`
    /// cookie), the launch one's without one; `nil` for a session that is not live.
    private func scenario(of request: ReceivedRequest) -> String? {
        let cookie = (request.header("Cookie") ?? "").split(separator: ";").lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("uitest-session=") }?.dropFirst("uitest-session=".count)
        let id = request.header("UITest-Session") ?? cookie.map(String.init)
        return state.withLock { state in id.map { state.sessions[$0] } ?? state.scenario }
    }

    private static let unknownSession = StubResponse.status(
        404, body: Data(#"{"status":404,"detail":"no UI-test session here"}"#.utf8),
        headers: ["Content-Type": "application/problem+json"])

    /// The view model of the presented `greeting` page.
    private struct Greeting: Decodable {
        let title: String
    }

    /// Two ports' calls, members in another order than a test spells them.
    private static let calls = """
        {"ports": [
          {"context": "shop", "port": "CartRepository", "dropped": 0, "calls": [
            {"method": "items", "arguments": {"page": 1, "filter": {"size": "L", "colour": "red"}}},
            {"method": "total", "arguments": {}}
          ]},
          {"port": "PriceRepository", "dropped": 0, "calls": [{"method": "price", "arguments": {"id": 7}}]}
        ]}
        """

    private static func page(_ html: String) -> StubResponse {
        .status(200, body: Data(html.utf8), headers: ["Content-Type": "text/html; charset=utf-8"])
    }
}

import Foundation
import StubHTTPServer
import Synchronization

/// The fixture's pages and its fake `/__uitest/` endpoints (kit README's protocol), with the state they keep.
final class FakeControl: Sendable {
    private struct State {
        var scenario = "launch"
        var presented: [String: Data] = [:]
    }

    // Handlers run on the server's worker threads: the mutex is the only access path.
    private let state = Mutex(State())

    /// The answer to `request`.
    func answer(_ request: ReceivedRequest) -> StubResponse {
        switch (request.method.rawValue, request.path) {
        case ("GET", "/"): return Self.page(Pages.home)
        case ("GET", "/next"): return Self.page(Pages.next)
        case ("GET", "/inaccessible"): return Self.page(Pages.inaccessible)
        case ("GET", "/__uitest/scenario"):
            let name = state.withLock { $0.scenario }
            return .json(string: #"{"name":"\#(name)","scenario":{}}"#)
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
        case ("GET", "/__uitest/present/greeting"):
            guard let body = state.withLock({ $0.presented["greeting"] }),
                let greeting = try? JSONDecoder().decode(Greeting.self, from: body)
            else { return .status(404) }
            return Self.page(Pages.greeting(title: greeting.title))
        default:
            return .status(404, body: Data(Pages.notFound.utf8), headers: ["Content-Type": "text/html; charset=utf-8"])
        }
    }

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

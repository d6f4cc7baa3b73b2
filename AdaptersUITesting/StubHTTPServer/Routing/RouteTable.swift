/// The registered routes. Precedence, independent of registration order:
/// 1. exact path with this method, then exact path with any method;
/// 2. the longest matching prefix; at equal length, this method beats any method;
/// 3. the catch-all.
/// (The server puts a replayed recording between 2 and 3, and forwarding to an upstream after 3.)
///
/// A `HEAD` request that has no `HEAD` route at a level is routed at that level as a `GET` (then any method): it
/// gets the `GET` response's status and headers without the body, as HTTP requires.
struct RouteTable: Sendable {
    private var routes: [RouteKey: RouteEntry] = [:]

    /// Adds the route, or replaces it (and restarts its sequence) when the key is already registered.
    mutating func register(_ key: RouteKey, _ response: StubResponse) {
        routes[key] = RouteEntry(response: response)
    }

    mutating func removeAll() {
        routes.removeAll()
    }

    /// Finds the route for a request and counts the hit. `nil` when nothing matches. `includingCatchAll: false`
    /// looks at exact and prefix routes only (a recording being replayed comes between them and the catch-all).
    mutating func match(method: HTTPMethod, path: String, includingCatchAll: Bool = true) -> RouteMatch? {
        guard let key = bestKey(method: method, path: path, includingCatchAll: includingCatchAll),
            var entry = routes[key]
        else { return nil }
        let index = entry.hits
        entry.hits += 1
        routes[key] = entry
        return RouteMatch(routeName: key.name, response: entry.response, hitIndex: index)
    }

    /// The route methods that may answer `method`, most specific first (`nil`: any method).
    private static func candidates(for method: HTTPMethod) -> [HTTPMethod?] {
        method == .head ? [.head, .get, nil] : [method, nil]
    }

    private func bestKey(method: HTTPMethod, path: String, includingCatchAll: Bool) -> RouteKey? {
        let candidates = Self.candidates(for: method)
        for candidate in candidates {
            let key = RouteKey(kind: .exact, method: candidate, path: path)
            if routes[key] != nil { return key }
        }
        var best: (key: RouteKey, rank: Int)?
        for key in routes.keys where key.kind == .prefix {
            guard let rank = candidates.firstIndex(of: key.method), path.utf8.starts(with: key.path.utf8) else {
                continue
            }
            guard let current = best else {
                best = (key, rank)
                continue
            }
            let length = key.path.utf8.count
            let currentLength = current.key.path.utf8.count
            if length > currentLength || (length == currentLength && rank < current.rank) { best = (key, rank) }
        }
        if let best { return best.key }
        return !includingCatchAll || routes[.catchAll] == nil ? nil : .catchAll
    }
}

/// Identifies a route: registering the same key again replaces the route.
struct RouteKey: Hashable, Sendable {
    let kind: RouteKind
    /// `nil` matches any method.
    let method: HTTPMethod?
    /// The decoded path (exact) or path prefix; empty for the catch-all.
    let path: String

    static let catchAll = RouteKey(kind: .catchAll, method: nil, path: "")

    /// The name a ``ReceivedRequest`` reports, e.g. `GET /a`, `prefix ANY /a/`, `catch-all`.
    var name: String {
        let methodName = method?.rawValue ?? "ANY"
        return switch kind {
        case .exact: "\(methodName) \(path)"
        case .prefix: "prefix \(methodName) \(path)"
        case .catchAll: "catch-all"
        }
    }
}

/// The three levels of routing, from the most to the least specific.
enum RouteKind: Hashable, Sendable {
    case exact
    case prefix
    case catchAll
}

/// A registered response and how many requests it has answered (which drives `.sequence`).
struct RouteEntry: Sendable {
    var response: StubResponse
    var hits = 0
}

/// The outcome of routing one request.
struct RouteMatch: Sendable {
    /// `nil` when no route matched (the server answers 404).
    let routeName: String?
    let response: StubResponse
    /// How many requests this route answered before this one: the position in a `.sequence`.
    let hitIndex: Int
}

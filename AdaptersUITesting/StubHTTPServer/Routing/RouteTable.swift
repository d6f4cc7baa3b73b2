/// The registered routes. Precedence, independent of registration order:
/// 1. exact path with this method, then exact path with any method;
/// 2. the longest matching prefix; at equal length, this method beats any method;
/// 3. the catch-all.
struct RouteTable: Sendable {
    private var routes: [RouteKey: RouteEntry] = [:]

    /// Adds the route, or replaces it (and restarts its sequence) when the key is already registered.
    mutating func register(_ key: RouteKey, _ response: StubResponse) {
        routes[key] = RouteEntry(response: response)
    }

    mutating func removeAll() {
        routes.removeAll()
    }

    /// Finds the route for a request and counts the hit. `nil` when nothing matches.
    mutating func match(method: HTTPMethod, path: String) -> RouteMatch? {
        guard let key = bestKey(method: method, path: path), var entry = routes[key] else { return nil }
        let index = entry.hits
        entry.hits += 1
        routes[key] = entry
        return RouteMatch(routeName: key.name, response: entry.response, hitIndex: index)
    }

    private func bestKey(method: HTTPMethod, path: String) -> RouteKey? {
        for candidate in [method, nil] as [HTTPMethod?] {
            let key = RouteKey(kind: .exact, method: candidate, path: path)
            if routes[key] != nil { return key }
        }
        var best: RouteKey?
        for key in routes.keys where key.kind == .prefix {
            guard key.method == nil || key.method == method, path.utf8.starts(with: key.path.utf8) else { continue }
            guard let current = best else {
                best = key
                continue
            }
            let longer = key.path.utf8.count > current.path.utf8.count
            let sameLengthButSpecific =
                key.path.utf8.count == current.path.utf8.count && key.method != nil && current.method == nil
            if longer || sameLengthButSpecific { best = key }
        }
        if let best { return best }
        return routes[.catchAll] == nil ? nil : .catchAll
    }
}

/// Identifies a route: registering the same key again replaces the route.
struct RouteKey: Hashable, Sendable {
    let kind: RouteKind
    /// `nil` matches any method.
    let method: HTTPMethod?
    /// The decoded path (exact) or path prefix; empty for the catch-all.
    let path: String

    static let catchAll = RouteKey(kind: .catchAll, method: nil, path: "")

    /// The name a ``RecordedRequest`` reports, e.g. `GET /a`, `prefix ANY /a/`, `catch-all`.
    var name: String {
        let methodName = method?.rawValue ?? "ANY"
        return switch kind {
        case .exact: "\(methodName) \(path)"
        case .prefix: "prefix \(methodName) \(path)"
        case .catchAll: "catch-all"
        }
    }
}

/// The three levels of routing, from the most to the least specific.
enum RouteKind: Hashable, Sendable {
    case exact
    case prefix
    case catchAll
}

/// A registered response and how many requests it has answered (which drives `.sequence`).
struct RouteEntry: Sendable {
    var response: StubResponse
    var hits = 0
}

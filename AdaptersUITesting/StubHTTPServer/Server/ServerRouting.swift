/// The outcome of routing one request, with the near-miss report when nothing matched a replayed recording.
struct ServerRouting: Sendable {
    let match: RouteMatch?
    let nearMiss: NearMiss?
}

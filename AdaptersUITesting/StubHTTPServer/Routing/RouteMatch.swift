/// The outcome of routing one request.
struct RouteMatch: Sendable {
    /// `nil` when no route matched (the server answers 404).
    let routeName: String?
    let response: StubResponse
    /// How many requests this route answered before this one: the position in a `.sequence`.
    let hitIndex: Int
}

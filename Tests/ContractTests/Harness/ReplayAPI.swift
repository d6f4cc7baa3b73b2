import StubHTTPServer

/// An API as the loopback server replays it: the routes that answer the way the real API answers in a given
/// condition of the world. One per API (TMDb, Rick and Morty); a new port adds its endpoints to its API's replay.
protocol ReplayAPI: Sendable {
    /// The path the API's base URL ends with, e.g. `/3`.
    var basePath: String { get }

    /// Registers on `server` the routes that answer like the real API in `condition`.
    func install(on server: StubHTTPServer, condition: WorldCondition)
}

/// Which client drives the server.
enum BenchmarkClient: String, Sendable {
    /// Blocking sockets, one thread per connection: measures the server, not the client.
    case raw
    /// URLSession, as the adapters' tests use it.
    case urlsession
}

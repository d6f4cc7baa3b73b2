import StubHTTPServer

/// Runs `body` with a freshly started loopback server and stops it afterwards, also when `body` throws.
func withStubServer<Result>(_ body: (StubHTTPServer) async throws -> Result) async throws -> Result {
    let server = try StubHTTPServer.start()
    defer { server.stop() }
    return try await body(server)
}

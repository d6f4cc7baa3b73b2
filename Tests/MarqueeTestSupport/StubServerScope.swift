import StubHTTPServer

/// Runs `body` with a freshly started loopback ``StubHTTPServer`` and stops it afterwards, also when `body` throws.
public func withStubServer<Value>(_ body: (StubHTTPServer) async throws -> Value) async throws -> Value {
    let server = try StubHTTPServer.start()
    defer { server.stop() }
    return try await body(server)
}

import StubHTTPServer

/// Runs `body` with a freshly started loopback ``StubHTTPServer`` on `port` (`0`: an ephemeral one) and shuts it
/// down afterwards, also when `body` throws.
///
/// The shutdown is ``StubHTTPServer/shutdown()``: the wait for the server's threads happens off the cooperative
/// pool, so tests running in parallel never lose one of its few threads to it (`defer { server.stop() }` would
/// block one while it joins them).
public func withStubServer<Value>(
    port: UInt16 = 0,
    configuration: StubHTTPServerConfiguration = StubHTTPServerConfiguration(),
    _ body: (StubHTTPServer) async throws -> Value
) async throws -> Value {
    let server = try StubHTTPServer.start(port: port, configuration: configuration)
    let value: Value
    do {
        value = try await body(server)
    } catch {
        await server.shutdown()
        throw error
    }
    await server.shutdown()
    return value
}

/// Runs `body` with `count` freshly started loopback servers and shuts them all down afterwards, also when `body`
/// throws or a later one fails to start.
public func withStubServers<Value>(
    count: Int,
    _ body: ([StubHTTPServer]) async throws -> Value
) async throws -> Value {
    var servers: [StubHTTPServer] = []
    let value: Value
    do {
        for _ in 0..<count { servers.append(try StubHTTPServer.start()) }
        value = try await body(servers)
    } catch {
        for server in servers { await server.shutdown() }
        throw error
    }
    for server in servers { await server.shutdown() }
    return value
}

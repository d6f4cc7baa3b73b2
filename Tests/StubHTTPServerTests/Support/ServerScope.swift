import StubHTTPServer

/// Runs `body` with a freshly started server and shuts it down afterwards, also when `body` throws. The shutdown
/// waits for the server's threads off the cooperative pool (`shutdown()`), so tests running in parallel never
/// lose one of its threads to it.
func withStubServer<Result>(
    port: UInt16 = 0,
    configuration: StubHTTPServerConfiguration = StubHTTPServerConfiguration(),
    _ body: (StubHTTPServer) async throws -> Result
) async throws -> Result {
    let server = try StubHTTPServer.start(port: port, configuration: configuration)
    let result: Result
    do {
        result = try await body(server)
    } catch {
        await server.shutdown()
        throw error
    }
    await server.shutdown()
    return result
}

/// Runs `body` with `count` freshly started servers and shuts them all down afterwards, also when `body` throws.
func withStubServers<Result>(
    count: Int,
    _ body: ([StubHTTPServer]) async throws -> Result
) async throws -> Result {
    var servers: [StubHTTPServer] = []
    let result: Result
    do {
        for _ in 0..<count { servers.append(try StubHTTPServer.start()) }
        result = try await body(servers)
    } catch {
        for server in servers { await server.shutdown() }
        throw error
    }
    for server in servers { await server.shutdown() }
    return result
}

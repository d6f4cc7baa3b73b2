import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Starting and stopping")
struct LifecycleTests {
    @Test("A started server listens on 127.0.0.1 at an ephemeral port and answers")
    func startsOnLoopback() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/ping", .json(string: #"{"pong":true}"#))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/ping"), session: session)

            // Then
            #expect(server.port != 0)
            #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(String(decoding: body, as: UTF8.self) == #"{"pong":true}"#)
        }
    }

    @Test("url(_:) appends a path and query to the base URL, encoding what a URL cannot hold")
    func urlForPath() async throws {
        try await withStubServer { server in
            // Given
            let base = server.baseURL.absoluteString

            // When
            let plain = server.url("/3/movie/550?language=en-US")
            let encoded = server.url("/3/search/movie?query=fight%20club")
            let unencoded = server.url("/3/search/movie?query=fight club")

            // Then
            #expect(plain.absoluteString == base + "/3/movie/550?language=en-US")
            #expect(encoded.absoluteString == base + "/3/search/movie?query=fight%20club")
            #expect(unencoded.absoluteString == base + "/3/search/movie?query=fight%20club")
        }
    }

    @Test("Stopping frees the port: nothing listens on it any more, and a new server can bind it")
    func stopFreesThePort() async throws {
        // Given: a port no ephemeral bind can take while it is free (a port-0 one could go to a parallel test).
        let placeholder = try #require(PortReservation.reserveOutsideEphemeralRange())
        // Its lock keeps this test's runs in other processes (another worktree's suite) off the port until the end.
        defer { withExtendedLifetime(placeholder) {} }
        let port = placeholder.port
        #if !os(Linux)
            placeholder.release()  // BSD sockets refuse a second bind of the same address without SO_REUSEPORT.
        #endif
        let first = try StubHTTPServer.start(port: port)
        placeholder.release()

        // When
        await first.shutdown()
        first.stop()  // idempotent, also after shutdown()
        // Binding succeeds only if nothing listens on the port; holding the bind keeps other tests' servers and
        // clients off it while the port is checked.
        let reservation = try #require(PortReservation.reserve(port: port), "port \(port) is still in use")
        let refused = reservation.refusesConnections()
        #if !os(Linux)
            // BSD sockets refuse a second bind of the same address without SO_REUSEPORT.
            reservation.release()
        #endif
        try await withStubServer(port: port) { second in
            reservation.release()
            second.register(.get, "/again", .status(204))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let (_, response) = try await TestHTTP.send(TestHTTP.url(second.baseURL, "/again"), session: session)

            // Then
            #expect(refused)
            #expect(second.port == port)
            #expect(response.statusCode == 204)
        }
    }

    @Test("Binding a port that is in use fails with a typed error naming the port")
    func bindFailure() async throws {
        try await withStubServer { server in
            // Given

            // When
            let error = #expect(throws: StubHTTPServerError.self) {
                _ = try StubHTTPServer.start(port: server.port)
            }

            // Then
            guard case .bindFailed(let port, _) = error else {
                Issue.record("expected bindFailed, got \(String(describing: error))")
                return
            }
            #expect(port == server.port)
            #expect(error?.description.contains("127.0.0.1:\(server.port)") == true)
        }
    }

    @Test("Many servers run at once in one process, each with its own routes")
    func manyServersAtOnce() async throws {
        try await withStubServers(count: 20) { servers in
            // Given
            for (index, server) in servers.enumerated() {
                server.register(.get, "/who", .json(string: "\(index)"))
            }
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            var answers: [String] = []
            for server in servers {
                let (body, _) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/who"), session: session)
                answers.append(String(decoding: body, as: UTF8.self))
            }

            // Then
            #expect(Set(servers.map(\.port)).count == 20)
            #expect(answers == (0..<20).map { "\($0)" })
        }
    }

    @Test(
        "1,000 start/stop cycles leave none of the servers' descriptors, threads or listening sockets behind",
        .enabled(if: ServerResources.isAvailable, "needs Linux /proc")
    )
    func startStopCyclesDoNotLeak() async throws {
        // Given
        let cycles = 1000

        // When
        // Blocking work: on a thread of its own, so the parallel tests keep the whole cooperative pool.
        let report = try await DedicatedThread.run { try Self.startAndStop(cycles: cycles) }

        // Then
        #expect(report.cycles == cycles)
        #expect(report.unexpected.isEmpty, "\(report.unexpected.prefix(5))")
        #expect(report.leftovers.isEmpty, "\(report.leftovers.prefix(5))")
    }

    @Test("Stopping closes the connections that are open")
    func stopClosesConnections() async throws {
        // Given
        let server = try StubHTTPServer.start()
        let connection = try RawConnection.connect(port: server.port)
        try connection.send("GET /x HTTP/1.1\r\nHost: a\r\n\r\n")
        _ = await connection.receiveResponse()

        // When
        server.stop()

        // Then
        #expect(await connection.isClosedByServer())
        #expect(server.openConnectionCount == 0)
    }

    @Test("Stopping forgets the routes, so a handler that captures its own server no longer keeps it alive")
    func stopReleasesHandlers() async throws {
        // Given
        weak var released: StubHTTPServer?
        do {
            let server = try StubHTTPServer.start()
            // server -> route -> handler -> server: a cycle that dropping the server cannot break.
            server.register(.get, "/port", .handler { [server] _ in .json(string: "\(server.port)") })
            released = server

            // When
            await server.shutdown()
        }

        // Then
        #expect(released == nil)
    }

    @Test("Dropping the last reference stops the server")
    func deinitStops() async throws {
        // Given
        var server: StubHTTPServer? = try StubHTTPServer.start()
        let port = try #require(server?.port)

        // When
        server = nil

        // Then
        let reservation = try #require(PortReservation.reserve(port: port), "port \(port) is still in use")
        #expect(reservation.refusesConnections())
    }

    /// What ``startStopCyclesDoNotLeak()`` found.
    private struct CycleReport: Sendable {
        var cycles = 0
        /// A server that did not hold what it should have while running (the check would prove nothing).
        var unexpected: [String] = []
        /// What a stopped server still held.
        var leftovers: [String] = []
    }

    /// Starts and stops servers, recording what each holds while running and checking, once it is stopped, that
    /// each of those is released. Every tenth cycle serves a connection first and also checks the threads and
    /// every descriptor of the process; every hundredth checks the listener in the TCP table too. The other
    /// cycles check the descriptors by number.
    private static func startAndStop(cycles: Int) throws -> CycleReport {
        var report = CycleReport()
        for cycle in 0..<cycles {
            let thorough = cycle % 10 == 0
            let withListener = cycle % 100 == 0
            let server = try StubHTTPServer.start()
            var client: RawConnection?
            if thorough {
                client = try RawConnection.connect(port: server.port)
                try client?.send("GET /x HTTP/1.1\r\nHost: a\r\n\r\n")
                _ = client?.receiveResponseBlocking()
            }
            let resources = ServerResources.record(server, threads: thorough, listener: withListener)
            let reported = thorough ? server.threadIDs : []
            server.stop()
            report.cycles += 1
            // The listener and one socket per connection; both ends of the wake-up pipe.
            let kinds = resources.kinds
            if kinds.sockets != (thorough ? 2 : 1) || kinds.pipes != 2
                || resources.descriptors.count != kinds.sockets + 2
            {
                report.unexpected.append("cycle \(cycle): descriptors \(resources.descriptors)")
            }
            // Its three threads, each the one the server reports by id (looked up, not found in a listing).
            if thorough, resources.threads.count != 3 || Set(resources.threads.keys) != Set(reported) {
                report.unexpected.append("cycle \(cycle): threads \(resources.threads), reported \(reported)")
            }
            if withListener, resources.listenerInode == nil {
                report.unexpected.append("cycle \(cycle): no listener on port \(server.port) in /proc/net/tcp")
            }
            report.leftovers += resources.leftovers(scanAllDescriptors: thorough).map { "cycle \(cycle): \($0)" }
            withExtendedLifetime(client) {}
        }
        return report
    }
}

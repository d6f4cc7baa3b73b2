import Foundation
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Starting and stopping")
struct LifecycleTests {
    @Test("A started server listens on 127.0.0.1 at an ephemeral port and answers")
    func startsOnLoopback() async throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }
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

    @Test("url(_:) appends a path and query to the base URL, encoding what a URL cannot hold")
    func urlForPath() throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }
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

    @Test("Stopping frees the port: a new server can bind it and the old address refuses connections")
    func stopFreesThePort() async throws {
        // Given
        let first = try StubHTTPServer.start()
        let port = first.port

        // When
        first.stop()
        first.stop()  // idempotent
        let refused = (try? RawConnection.connect(port: port)) == nil
        let second = try StubHTTPServer.start(port: port)
        defer { second.stop() }
        second.register(.get, "/again", .status(204))
        let session = TestHTTP.makeSession()
        defer { session.finishTasksAndInvalidate() }
        let (_, response) = try await TestHTTP.send(TestHTTP.url(second.baseURL, "/again"), session: session)

        // Then
        #expect(refused)
        #expect(second.port == port)
        #expect(response.statusCode == 204)
    }

    @Test("Binding a port that is in use fails with a typed error naming the port")
    func bindFailure() throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }

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

    @Test("Many servers run at once in one process, each with its own routes")
    func manyServersAtOnce() async throws {
        // Given
        let servers = try (0..<20).map { index in
            let server = try StubHTTPServer.start()
            server.register(.get, "/who", .json(string: "\(index)"))
            return server
        }
        defer { servers.forEach { $0.stop() } }
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

    @Test(
        "1,000 start/stop cycles leave no descriptors, listening sockets or threads behind",
        .enabled(if: ProcessResources.isAvailable, "needs /proc (Linux)")
    )
    func startStopCyclesDoNotLeak() throws {
        // Given
        let descriptorsBefore = try #require(ProcessResources.openDescriptorCount())

        // When
        var leftoverThreads = 0
        var leftoverListeners = 0
        for cycle in 0..<1000 {
            let server = try StubHTTPServer.start()
            server.stop()
            if cycle % 10 == 0 {
                // Stop joins the server's threads and closes its listener before it returns.
                leftoverThreads += ProcessResources.threadCount(namedWithPrefix: "stub \(server.port) ") ?? 0
                leftoverListeners += ProcessResources.isListening(onPort: server.port) ? 1 : 0
            }
        }

        // Then
        let descriptorsAfter = try #require(ProcessResources.openDescriptorCount())
        #expect(leftoverThreads == 0)
        #expect(leftoverListeners == 0)
        // Other tests in this process open and close descriptors meanwhile (one holds 400 at once), so the count
        // is noisy; leaking even one of a server's three descriptors per cycle would add 1,000.
        #expect(descriptorsAfter - descriptorsBefore < 500)
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

    @Test("Dropping the last reference stops the server")
    func deinitStops() throws {
        // Given
        var server: StubHTTPServer? = try StubHTTPServer.start()
        let port = try #require(server?.port)

        // When
        server = nil

        // Then
        #expect((try? RawConnection.connect(port: port)) == nil)
    }
}

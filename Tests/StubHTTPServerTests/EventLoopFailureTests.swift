import Foundation
import Testing

@testable import StubHTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Event loop failures")
struct EventLoopFailureTests {
    @Test("A poll error other than EINTR stops the server at once: waits end, connections close, nothing spins")
    func pollErrorStopsTheServer() async throws {
        // Given
        let faults = PollFaults(error: EINVAL, limit: 1000)
        let server = try StubHTTPServer.start(port: 0, configuration: StubHTTPServerConfiguration(), poll: faults.poll)
        let connected = try RawConnection.connect(port: server.port)
        try connected.send("GET /a HTTP/1.1\r\nHost: a\r\n\r\n")
        _ = await connected.receiveResponse()
        let waiter = Task { () -> StubHTTPServerError? in
            do throws(StubHTTPServerError) {
                _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/never" }
                return nil
            } catch {
                return error
            }
        }

        // When
        faults.arm()
        // Makes the listener readable: the loop wakes, and its next poll fails.
        let newcomer = try RawConnection.connect(port: server.port)

        // Then
        #expect(await waiter.value == .stopped)
        // One failure, then no more polling (a loop that retried would have used up every injected failure).
        #expect(faults.failuresReturned == 1)
        #expect(await connected.isClosedByServer())
        #expect(await newcomer.isClosedByServer())
        #expect(server.openConnectionCount == 0)
        await server.shutdown()
        #expect(server.ownedDescriptors.isEmpty)
    }

    @Test("An interrupted poll (EINTR) is retried and the server keeps serving")
    func interruptedPollIsRetried() async throws {
        // Given
        let faults = PollFaults(error: EINTR, limit: 3)
        let server = try StubHTTPServer.start(port: 0, configuration: StubHTTPServerConfiguration(), poll: faults.poll)
        server.register(.get, "/ok", .status(204))
        faults.arm()

        // When
        let connection = try RawConnection.connect(port: server.port)
        try connection.send("GET /ok HTTP/1.1\r\nHost: a\r\n\r\n")
        let response = await connection.receiveResponse()

        // Then
        #expect(response?.status == 204)
        #expect(faults.failuresReturned == 3)
        await server.shutdown()
    }
}

import MarqueeTestSupport
import StubHTTPServer
import Testing

extension ContractSubject {
    /// Expects `call` on the port to end with `cancelled`, its port's error for a cancelled caller, when the
    /// caller's task is cancelled.
    ///
    /// For the HTTP adapter the cancellation comes while the request is in flight: the replay server never answers
    /// `GET path` (`StubResponse.unanswered`, so the only way the call can end is the caller's cancellation), the
    /// task is cancelled once the server has that request, and that request must stay the only one (nobody retries
    /// for a caller who left). The stub has no flight to interrupt: its
    /// caller's task is cancelled before the call (``CancelledTask``). Neither side sleeps.
    func expectCancelled<Failure: Error & Equatable>(
        _ cancelled: Failure,
        holding path: String,
        _ call: @escaping @Sendable (Port) async throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let port = self.port
        guard let server else {
            await #expect(throws: cancelled, sourceLocation: sourceLocation) {
                try await CancelledTask.run { try await call(port) }
            }
            return
        }
        server.register(.get, path, .unanswered)
        let caller = Task { try await call(port) }
        defer { caller.cancel() }  // also when the request never arrives
        _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == path }

        caller.cancel()
        let result = await caller.result

        #expect(throws: cancelled, sourceLocation: sourceLocation) { try result.get() }
        #expect(
            server.requests.map(\.path) == [path], "one request, not retried after the cancellation",
            sourceLocation: sourceLocation)
    }
}

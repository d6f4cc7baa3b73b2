import Foundation
import HTTPTransport
import StubHTTPServer
import Testing
import UITestScenario

/// A port under contract, and the loopback replay server behind it when it is the HTTP adapter.
///
/// A test builds one with ``make(_:_:stub:replay:endpoints:http:)`` and stops it with `defer { subject.stop() }`,
/// so the server lives exactly as long as the test and no two tests share anything.
struct ContractSubject<Port: Sendable>: Sendable {
    /// The implementation under contract.
    let port: Port
    /// The replay server the HTTP adapter talks to; `nil` for the stub.
    let server: StubHTTPServer?

    /// Frees the replay server's port; harmless for the stub.
    func stop() {
        server?.stop()
    }

    /// For the HTTP adapter in a failing `behavior`: expects that each of the port's `calls` made as many
    /// requests as the retry policy says, all of them for a 503 (so "unavailable" is the answer after retrying,
    /// as in production) and one for a 401 or a 500, which are not worth retrying. Nothing to check for the stub.
    func expectAttempts(
        forEachOf calls: Int, in behavior: PortBehavior, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let server else { return }
        let attempts = behavior.attemptsPerCall
        #expect(
            server.requests.count == calls * attempts,
            "\(attempts) request(s) for each call in \(behavior.contractDescription)", sourceLocation: sourceLocation)
    }

    /// For the HTTP adapter: expects that no request reached the server, because the adapter answered from the
    /// arguments alone (as the stub must, before its scenario). Nothing to check for the stub.
    func expectNoRequests(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let server else { return }
        #expect(
            server.requests.isEmpty, "answered without a request, not \(server.requests.map(\.rawTarget))",
            sourceLocation: sourceLocation)
    }

    /// The port's `implementation` in `behavior`: the stub told it as its scenario, or the HTTP adapter pointed at
    /// a fresh loopback server on which `replay` answers in that behaviour with the port's
    /// `endpoints`, through a retrying client whose clock returns at once (tests never sleep).
    static func make<API: ReplayAPI>(
        _ implementation: Implementation,
        _ behavior: PortBehavior,
        stub: (Scenario) -> Port,
        replay: API,
        endpoints: (_ replay: API, _ server: StubHTTPServer, _ behavior: PortBehavior) throws(ContractHarnessError)
            -> Void,
        http: (_ baseURL: URL, _ client: any UpstreamClient) -> Port
    ) throws -> ContractSubject {
        switch implementation {
        case .stub:
            return ContractSubject(port: stub(try behavior.scenario()), server: nil)
        case .http:
            let server: StubHTTPServer
            do {
                server = try StubHTTPServer.start()
            } catch {
                throw ContractHarnessError.serverDidNotStart("\(error)")
            }
            do {
                try replay.install(on: server, behavior: behavior) { server, behavior throws(ContractHarnessError) in
                    try endpoints(replay, server, behavior)
                }
            } catch {
                server.stop()
                throw error
            }
            let baseURL = server.baseURL.appending(path: String(replay.basePath.dropFirst()))
            return ContractSubject(port: http(baseURL, ContractUpstreamClient.make()), server: server)
        }
    }
}

import Foundation
import HTTPTransport
import StubHTTPServer
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

    /// The port's `implementation` in `condition`: the stub told the matching `Scenario` preset, or the HTTP
    /// adapter pointed at a fresh loopback server on which `replay` answers in that condition with the port's
    /// `endpoints`, through a retrying client whose sleeper returns at once (tests never sleep).
    static func make(
        _ implementation: Implementation,
        _ condition: WorldCondition,
        stub: (Scenario) -> Port,
        replay: some ReplayAPI,
        endpoints: (_ server: StubHTTPServer, _ worldIsEmpty: Bool) throws(ContractHarnessError) -> Void,
        http: (_ baseURL: URL, _ client: any HTTPClient) -> Port
    ) throws -> ContractSubject {
        switch implementation {
        case .stub:
            return ContractSubject(port: stub(try condition.scenario()), server: nil)
        case .http:
            let server: StubHTTPServer
            do {
                server = try StubHTTPServer.start()
            } catch {
                throw ContractHarnessError.serverDidNotStart("\(error)")
            }
            do {
                try replay.install(on: server, condition: condition, endpoints: endpoints)
            } catch {
                server.stop()
                throw error
            }
            let baseURL = server.baseURL.appending(path: String(replay.basePath.dropFirst()))
            return ContractSubject(port: http(baseURL, ContractHTTPClient.make()), server: server)
        }
    }
}

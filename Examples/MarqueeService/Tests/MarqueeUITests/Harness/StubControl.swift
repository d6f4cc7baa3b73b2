import Foundation
import HTTPTransport
import Synchronization
import Testing
import UITestScenario

/// The service's `/__uitest/` control endpoints, as a test in another process uses them: switch the scenario
/// mid-test, and check what each stub port was asked (the cross-process form of "was this called?").
struct StubControl: Sendable {
    let baseURL: URL
    private let client: any HTTPClient = URLSessionHTTPClient(timeout: .seconds(10))

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Switches every stub to `scenario` (fresh call logs and failure counters), as the "recovers" flows need.
    func switchScenario(to scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let response = try await client.send(
            HTTPRequest(
                method: "PUT", url: baseURL.appending(path: "__uitest/scenario"),
                headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(try scenario.launchArgument().utf8)))
        guard response.isSuccess else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: "switching the scenario answered \(response.statusCode): "
                    + String(decoding: response.body.prefix(300), as: UTF8.self),
                sourceLocation: sourceLocation)
        }
    }

    /// Checks that the calls `port` recorded are exactly `expected` (each as the stub describes it, e.g.
    /// `popularMovies(page: 2)`), in order. The page a robot arrived at was answered, so the calls are complete.
    func checkCalls(
        to port: ScenarioPort, are expected: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recordedCalls()[port.name] ?? []
        guard calls == expected else {
            throw RobotFailure(
                screen: "stubs", testID: port.name,
                message: "expected the calls \(expected), but the stub recorded \(calls)",
                sourceLocation: sourceLocation)
        }
    }

    /// Checks that `port` recorded a call whose description contains every one of `parts`.
    func checkCall(
        to port: ScenarioPort, containing parts: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recordedCalls()[port.name] ?? []
        guard calls.contains(where: { call in parts.allSatisfy { call.contains($0) } }) else {
            throw RobotFailure(
                screen: "stubs", testID: port.name,
                message: "expected a call containing \(parts), but the stub recorded \(calls)",
                sourceLocation: sourceLocation)
        }
    }

    /// Each port's recorded calls, by port name.
    func recordedCalls() async throws -> [String: [String]] {
        let report = try JSONDecoder().decode(CallReport.self, from: Data(try await recordedCallsJSON().utf8))
        return Dictionary(report.ports.map { ($0.port, $0.calls) }, uniquingKeysWith: +)
    }

    /// The recorded calls as the service reports them (JSON text), for the failure bundle.
    func recordedCallsJSON() async throws -> String {
        let response = try await client.send(HTTPRequest(url: baseURL.appending(path: "__uitest/calls")))
        return String(decoding: response.body, as: UTF8.self)
    }
}

/// `/__uitest/calls`: `{"ports": [{"context": …, "port": …, "calls": […]}, …]}`.
private struct CallReport: Decodable {
    struct Port: Decodable {
        let port: String
        let calls: [String]
    }
    let ports: [Port]
}

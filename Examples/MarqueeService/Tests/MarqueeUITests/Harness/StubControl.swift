import CompositionKit
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

    /// Checks that the calls the stub of `Call`'s port recorded are exactly `expected`, typed values such as
    /// `.popularMovies(page: 1)`, in order. The page a robot arrived at was answered, so the calls are complete.
    func checkCalls<Call: RecordedCallConvertible>(
        to port: Call.Type, are expected: [Call], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recordedCalls()[Call.port] ?? []
        guard calls == expected.map(\.recordedCall) else {
            throw RobotFailure(
                screen: "stubs", testID: Call.port,
                message: "expected the calls \(expected.map(\.recordedCall)), but the stub recorded \(calls)",
                sourceLocation: sourceLocation)
        }
    }

    /// Checks that the stub of `expected`'s port recorded `expected` (a typed value such as
    /// `.character(id: 1)`) among its calls.
    func checkCall<Call: RecordedCallConvertible>(
        _ expected: Call, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recordedCalls()[Call.port] ?? []
        guard calls.contains(expected.recordedCall) else {
            throw RobotFailure(
                screen: "stubs", testID: Call.port,
                message: "expected the call \(expected.recordedCall), but the stub recorded \(calls)",
                sourceLocation: sourceLocation)
        }
    }

    /// Each port's recorded calls, by port name, as data (method and arguments).
    func recordedCalls() async throws -> [String: [RecordedCall]] {
        let report = try JSONDecoder().decode(CallReport.self, from: Data(try await recordedCallsJSON().utf8))
        return Dictionary(report.ports.map { ($0.port, $0.calls) }, uniquingKeysWith: +)
    }

    /// The recorded calls as the service reports them (JSON text), for the failure bundle.
    func recordedCallsJSON() async throws -> String {
        let response = try await client.send(HTTPRequest(url: baseURL.appending(path: "__uitest/calls")))
        return String(decoding: response.body, as: UTF8.self)
    }
}

/// `/__uitest/calls`: `{"ports": [{"context": …, "port": …, "calls": [{"method": …, "arguments": {…}}, …]}, …]}`.
private struct CallReport: Decodable {
    struct Port: Decodable {
        let port: String
        let calls: [RecordedCall]
    }
    let ports: [Port]
}

import MarqueeJSON
import Testing
import UITestKit
import UITestScenario
import Wiring

/// Marquee's typed forms of UITestKit's `/__uitest/` client: a `Scenario` to switch to, and the stubs' typed call
/// values (`StubMovieRepositoryCall.popularMovies(page: 1)`) to compare with what the service recorded.
extension StubControl {
    /// Switches every stub to `scenario` (fresh call logs and failure counters), as the "recovers" flows need.
    func switchScenario(to scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await switchScenario(to: try scenario.launchArgument(), sourceLocation: sourceLocation)
    }

    /// Checks that the calls the stub of `Call`'s port recorded are exactly `expected`, typed values such as
    /// `.popularMovies(page: 1)`, in order. The page a robot arrived at was answered, so the calls are complete.
    func checkCalls<Call: PortCallConvertible>(
        to port: Call.Type, are expected: [Call], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await checkCalls(
            to: Call.port, are: try expected.map { try StubCall($0.portCall) }, sourceLocation: sourceLocation)
    }

    /// Checks that the stub of `expected`'s port recorded `expected` (a typed value such as `.character(id: 1)`)
    /// among its calls.
    func checkCall<Call: PortCallConvertible>(
        _ expected: Call, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await checkCall(try StubCall(expected.portCall), to: Call.port, sourceLocation: sourceLocation)
    }
}

extension StubCall {
    /// `call` in the kit's form: the same method, the same arguments as JSON.
    init(_ call: PortCall) throws {
        try self.init(method: call.method, arguments: JSONValue.object(call.arguments))
    }
}

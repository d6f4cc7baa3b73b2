import Foundation
import Testing

extension UITestApp {
    /// Opens this test's UI-test session (``StubControl/session`` of ``stubs``, the one its browser or HTML driver
    /// carries as a cookie to the service whose pages it visits) on the other services of the system, `others`, under
    /// the same id, each simulating its scenario in `scenarios` (by service name): a page's request to one of them
    /// carries the session in the `baggage` header, and is served in the same session. Their controls carry it by the
    /// `UITest-Session` header. End it with ``SystemSession/end(sourceLocation:)`` before the test ends. A test
    /// without a session (a process of its own, ``UITest/launch(_:label:viewport:environment:bundleExtras:sourceLocation:_:)``)
    /// fails: its pages serve the launch world and carry no session on.
    public func openSession(
        on others: UITestSystem, scenarios: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> SystemSession {
        guard let id = stubs.session else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: "this test has no UI-test session to open on \(others.names.joined(separator: ", ")): "
                    + "launch it with UITest.launch(sharing:)",
                sourceLocation: sourceLocation)
        }
        return try await others.startSession(id: id, scenarios: scenarios, sourceLocation: sourceLocation)
    }
}

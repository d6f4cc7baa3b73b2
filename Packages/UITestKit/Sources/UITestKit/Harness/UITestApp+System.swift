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

    /// Carries `session`, a session of the other services of the system (``UITestSystem/startSession(id:scenarios:sourceLocation:)``),
    /// in this test's browser or HTML driver as the session cookie: for a test whose own service runs live, on
    /// recorded upstreams, with no session of its own, yet passes the session a request names on to the services it
    /// calls (marquee-service on its replay backend, with its watchlist live). Every later page the test visits names
    /// `session`, and the service's requests to the others are served in it. A service under `-uitest` refuses a
    /// session it does not hold: there, ``openSession(on:scenarios:sourceLocation:)`` opens this test's own session
    /// on the others instead.
    public func carry(_ session: SystemSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        guard let cookie = session.controls.first?.sessionCookie else {
            throw RobotFailure(
                screen: "stubs", testID: nil, message: "the session \"\(session.id)\" names no cookie to carry",
                sourceLocation: sourceLocation)
        }
        if let html = driver as? HTMLDriver {
            await html.setCookie(name: cookie.name, value: cookie.value)
        } else {
            try await self.session.addCookie(name: cookie.name, value: cookie.value)
        }
    }
}

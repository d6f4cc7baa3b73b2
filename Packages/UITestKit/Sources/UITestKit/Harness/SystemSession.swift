import Foundation
import Testing

/// One UI-test session, under one id, on every service of a ``UITestSystem``: each service's control of it, by the
/// service's name, to install a scenario on each and check the typed calls each recorded.
public struct SystemSession: Sendable {
    /// The session's id, the same on every service: what the `uitest-session` cookie, the `UITest-Session` header and
    /// the `baggage` entry name.
    public let id: String
    /// Each service's control of the session, in the system's order.
    let controls: [StubControl]

    /// The session `id`, started on each of `controls`' services.
    init(id: String, controls: [StubControl]) {
        self.id = id
        self.controls = controls
    }

    /// The control of the session on the service named `name`: switch its scenario, read and check its calls. A name
    /// the system does not have fails, naming the ones it has.
    public func control(for name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> StubControl {
        guard let control = controls.first(where: { $0.serviceName == name }) else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: "no service \"\(name)\" in the system (\(names.joined(separator: ", ")))",
                sourceLocation: sourceLocation)
        }
        return control
    }

    /// The services' names, in the system's order.
    public var names: [String] { controls.compactMap(\.serviceName) }

    /// Ends the session on every service (`DELETE /__uitest/sessions/{id}`), each tried even when another fails; the
    /// first failure, which names its service, is thrown after.
    public func end(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var failure: (any Error)?
        for control in controls {
            do {
                try await control.endSession(sourceLocation: sourceLocation)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }
}

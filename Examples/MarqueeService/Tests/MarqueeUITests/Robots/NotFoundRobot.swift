import MarqueePageElements
import Testing
import UITestKit

/// The not-found page (HTTP 404), for an unknown address or an id nothing has.
struct NotFoundRobot: Robot {
    typealias Element = NotFoundElement
    let app: UITestApp

    /// Opens `path`, expecting the not-found page.
    @discardableResult
    static func open(
        in app: UITestApp, path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> NotFoundRobot {
        try await open(path, in: app, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapHome(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap(.home, to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    /// Checks every field of `expectation` that is given.
    @discardableResult
    func check(
        _ expectation: NotFoundExpectation, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws
        -> Self
    {
        if let message = expectation.message {
            try await checkMessage(contains: message, sourceLocation: sourceLocation)
        }
        return self
    }

    @discardableResult
    func checkMessage(contains part: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.message, contains: part, sourceLocation: sourceLocation)
    }
}

/// What a test expects of the not-found page. Every field is optional: `nil` is not checked.
struct NotFoundExpectation: Sendable {
    /// A text the message contains.
    var message: String?
}

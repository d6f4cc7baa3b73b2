import Testing
import UITestKit

/// The not-found page (404): an address with nothing at it, or a book the source does not have.
struct NotFoundRobot: Robot {
    /// `notFound.screen`, `notFound.message`.
    enum Element: String, ScreenElement {
        case screen, message
        static let screenName = "notFound"
    }

    let app: UITestApp

    /// Waits until the message contains `part`.
    @discardableResult
    func checkMessage(contains part: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.message, contains: part, sourceLocation: sourceLocation)
    }
}

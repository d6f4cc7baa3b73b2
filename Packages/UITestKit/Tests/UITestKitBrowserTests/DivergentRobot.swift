import Testing
import UITestKit

/// The fixture's page of elements a browser treats its own way.
enum DivergentElement: String, ScreenElement {
    case screen, query, orphan, owned, fragment, required, send
    static let screenName = "divergent"
}

struct DivergentRobot: Robot {
    typealias Element = DivergentElement
    let app: UITestApp

    @discardableResult
    static func open(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await open("/divergent", in: app, sourceLocation: sourceLocation)
    }

    /// Taps `element` expecting the next page, as a robot that believes it navigates would.
    @discardableResult
    func tapToNext(_ element: Element, sourceLocation: SourceLocation = #_sourceLocation) async throws -> NextRobot {
        try await tap(element, to: NextRobot.self, sourceLocation: sourceLocation)
    }
}

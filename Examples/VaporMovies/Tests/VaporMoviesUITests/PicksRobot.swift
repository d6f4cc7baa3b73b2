import Testing
import UITestKit

/// `/picks`: the staff's picks, from the service's own port.
struct PicksRobot: Robot {
    /// `picks.screen`, `picks.row.{id}`.
    enum Element: String, ScreenElement {
        case screen, row
        static let screenName = "picks"
    }

    let app: UITestApp

    /// Opens the picks by their address.
    static func open(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await open("/picks", in: app, sourceLocation: sourceLocation)
    }

    /// Waits until the page lists `count` picks.
    @discardableResult
    func checkPickCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkCount(of: .row, is: count, sourceLocation: sourceLocation)
    }

    /// Waits until the pick `id` is listed as `title`.
    @discardableResult
    func checkPick(id: Int, title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.row, key: "\(id)", is: title, sourceLocation: sourceLocation)
    }
}

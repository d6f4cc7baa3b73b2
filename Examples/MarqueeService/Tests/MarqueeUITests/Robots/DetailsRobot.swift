import MarqueePageElements
import Testing
import UITestKit

/// One item's page (a movie, a character) at `/<kind>/<id>`, with a link back to its list.
protocol DetailsRobot: RecoverableRobot where Element: DetailsPageElement {
    /// The list the details link back to.
    associatedtype List: ListRobot
    /// The path of the item `id`'s page: `/movies/550`.
    static func path(id: Int) -> String
}

extension DetailsRobot {
    /// Opens the item `id`'s page directly.
    @discardableResult
    static func open(in app: UITestApp, id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await open(path(id: id), in: app, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapBackToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> List {
        try await tap(.backToList, to: List.self, sourceLocation: sourceLocation)
    }
}

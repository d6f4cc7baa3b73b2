import Foundation

/// The browser as a ``PageDriver``: each primitive one WebDriver command.
extension WebDriverSession: PageDriver {
    var kind: UITestDriver { .chromium }

    func look(_ query: ElementQuery) async throws -> ElementQuery.Answer {
        try await query.look(in: self)
    }

    func click(_ element: ElementReference, navigates: Bool) async throws {
        try await click(element)
    }

    func markDocument(_ mark: String) async throws {
        _ = try await execute(
            "window.__uiTestKitRobotMark = arguments[0]; return true;", arguments: [mark], as: Bool.self)
    }

    func isNewDocument(replacing mark: String) async throws -> Bool {
        try await execute(
            "return window.__uiTestKitRobotMark !== arguments[0] && document.readyState === 'complete';",
            arguments: [mark], as: Bool.self)
    }
}

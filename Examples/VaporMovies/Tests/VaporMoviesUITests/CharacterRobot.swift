import Testing
import UITestKit

/// `/characters/{id}`: one character.
struct CharacterRobot: Robot {
    /// `character.screen`, `character.name`, `character.status`, `character.episodes`.
    enum Element: String, ScreenElement {
        case screen, name, status, episodes
        static let screenName = "character"
    }

    let app: UITestApp

    /// Opens the character `id` by its address.
    static func open(
        id: Int, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws -> Self
    {
        try await open("/characters/\(id)", in: app, sourceLocation: sourceLocation)
    }

    /// Waits until the page shows the character `name`, with `status`.
    @discardableResult
    func checkCharacter(
        name: String, status: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText(.name, is: name, sourceLocation: sourceLocation)
            .checkText(.status, is: status, sourceLocation: sourceLocation)
    }
}

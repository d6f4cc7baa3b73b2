import Testing

/// `/characters/{id}`: one character with the episodes it appears in.
struct CharacterDetailsRobot: Robot {
    static let screen = "characterDetails"
    let app: UITestApp

    /// Opens `/characters/{id}` directly.
    @discardableResult
    static func open(
        in app: UITestApp, id: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CharacterDetailsRobot {
        try await app.open("/characters/\(id)", screen: screen, sourceLocation: sourceLocation)
        return try await arrive(in: app, sourceLocation: sourceLocation)
    }

    // MARK: Actions

    @discardableResult
    func tapBackToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterListRobot {
        try await tap("backToList", to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapTryAgain(sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterDetailsRobot {
        try await tap("tryAgain", to: CharacterDetailsRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    @discardableResult
    func checkName(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("name", is: name, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkStatus(_ status: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("status", contains: status, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsEpisode(
        code: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText("episode.\(code)", contains: name, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsError(
        containing part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText("error", contains: part, sourceLocation: sourceLocation)
            .checkDisplayed("tryAgain", sourceLocation: sourceLocation)
            .checkAbsent("name", sourceLocation: sourceLocation)
    }
}

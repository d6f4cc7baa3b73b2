import Testing

/// `/characters/{id}`: one character with the episodes it appears in.
struct CharacterDetailsRobot: DetailsRobot {
    typealias List = CharacterListRobot
    static let screen = "characterDetails"
    static let contentName = "name"
    let app: UITestApp

    static func path(id: Int) -> String { "/characters/\(id)" }

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
}

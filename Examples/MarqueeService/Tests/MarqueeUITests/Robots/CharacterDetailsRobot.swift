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
    func checkSpecies(_ species: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("species", is: species, sourceLocation: sourceLocation)
    }

    /// The type as the page shows it (`Fish-Person`, or `None` when the data names none).
    @discardableResult
    func checkType(_ type: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("type", is: type, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkGender(_ gender: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("gender", is: gender, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkOrigin(_ origin: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("origin", is: origin, sourceLocation: sourceLocation)
    }

    /// The last known location.
    @discardableResult
    func checkLocation(_ location: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("location", is: location, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsEpisode(
        code: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText("episode.\(code)", contains: name, sourceLocation: sourceLocation)
    }
}

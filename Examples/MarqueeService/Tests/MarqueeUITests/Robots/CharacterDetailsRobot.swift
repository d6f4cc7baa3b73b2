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

    /// A fact the page shows under its own label, as the page words it: `.status` (`Alive`), `.species`, `.type`
    /// (`Fish-Person`, or `None` when the data names none), `.gender`, `.origin`, `.location` (the last known one).
    enum Fact: String, Sendable {
        case status, species, type, gender, origin, location
    }

    @discardableResult
    func check(_ fact: Fact, is text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(fact.rawValue, is: text, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsEpisode(
        code: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText("episode.\(code)", contains: name, sourceLocation: sourceLocation)
    }
}

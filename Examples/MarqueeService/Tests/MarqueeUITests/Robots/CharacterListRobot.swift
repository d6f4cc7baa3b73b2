import MarqueePageElements
import Testing
import UITestKit

/// `/characters`: the characters, a page at a time, narrowed by a filter form (name, status, species, type,
/// gender — the JSON API's query names).
struct CharacterListRobot: ListRobot {
    typealias Element = CharacterListElement
    let app: UITestApp

    /// Opens `/characters` directly.
    @discardableResult
    static func open(
        in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CharacterListRobot {
        try await open("/characters", in: app, sourceLocation: sourceLocation)
    }

    // MARK: Actions

    @discardableResult
    func tapCharacter(id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> CharacterDetailsRobot
    {
        try await tap(.row, key: String(id), to: CharacterDetailsRobot.self, sourceLocation: sourceLocation)
    }

    /// Fills the filter form (fields left `nil` stay as they are) and applies it.
    @discardableResult
    func filter(
        name: String? = nil, status: String? = nil, species: String? = nil, gender: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CharacterListRobot {
        for (field, text) in [(Element.filterName, name), (.filterSpecies, species)] {
            if let text { try await type(text, into: field, sourceLocation: sourceLocation) }
        }
        for (field, value) in [(Element.filterStatus, status), (.filterGender, gender)] {
            if let value { try await select(value, in: field, sourceLocation: sourceLocation) }
        }
        return try await tap(.filterApply, to: CharacterListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapPopularMovies(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap(.navMovies, to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// Checks every field of `expectation` that is given.
    @discardableResult
    func check(
        _ expectation: CharacterListExpectation, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        if let name = expectation.filterName { try await checkFilterName(name, sourceLocation: sourceLocation) }
        try await checkList(
            rows: expectation.characters, rowCount: expectation.characterCount, page: expectation.page,
            hasPreviousPage: nil, isEmpty: expectation.isEmpty, sourceLocation: sourceLocation)
        return self
    }

    @discardableResult
    func checkShowsCharacter(
        id: Int, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkShowsRow(id: id, containing: name, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkCharacterCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkRowCount(count, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkFilterName(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkValue(name, of: .filterName, sourceLocation: sourceLocation)
    }
}

/// What a test expects of the character list, checked in one call. Every field is optional: `nil` is not checked.
struct CharacterListExpectation: Sendable {
    /// Characters listed: id → the name its row shows.
    var characters: [Int: String]?
    var characterCount: Int?
    /// `(2, of: 3)`: the page indicator reads `Page 2 of 3`.
    var page: (Int, of: Int)?
    /// The text in the filter form's name field.
    var filterName: String?
    /// `true`: the empty state and no rows.
    var isEmpty: Bool?
}

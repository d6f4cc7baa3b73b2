import MarqueePageElements
import Testing
import UITestKit

/// `/characters/{id}`: one character with the episodes it appears in.
struct CharacterDetailsRobot: DetailsRobot {
    typealias Element = CharacterDetailsElement
    typealias List = CharacterListRobot
    let app: UITestApp

    static func path(id: Int) -> String { "/characters/\(id)" }

    // MARK: Checks

    /// Checks every field of `expectation` that is given, in the order the page shows them.
    @discardableResult
    func check(
        _ expectation: CharacterDetailsExpectation, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        let facts: [(Element, String?)] = [
            (.name, expectation.name), (.status, expectation.status), (.species, expectation.species),
            (.type, expectation.type), (.gender, expectation.gender), (.origin, expectation.origin),
            (.location, expectation.location),
        ]
        for case (let element, let text?) in facts {
            try await checkText(element, is: text, sourceLocation: sourceLocation)
        }
        for (code, name) in (expectation.episodes ?? [:]).sorted(by: { $0.key < $1.key }) {
            try await checkShowsEpisode(code: code, name: name, sourceLocation: sourceLocation)
        }
        if let count = expectation.episodeCount {
            try await checkCount(of: .episode, is: count, sourceLocation: sourceLocation)
        }
        if let note = expectation.noEpisodes {
            try await checkText(.noEpisodes, contains: note, sourceLocation: sourceLocation)
        }
        return self
    }

    @discardableResult
    func checkName(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.name, is: name, sourceLocation: sourceLocation)
    }

    /// A fact the page shows under its own label, as the page words it: `.status` (`Alive`), `.species`, `.type`
    /// (`Fish-Person`, or `None` when the data names none), `.gender`, `.origin`, `.location` (the last known one).
    @discardableResult
    func check(_ fact: Element, is text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkText(fact, is: text, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkShowsEpisode(
        code: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText(.episode, key: code, contains: name, sourceLocation: sourceLocation)
    }
}

/// What a test expects of a character's page, checked in one call. Every field is optional: `nil` is not
/// checked. Facts are the page's exact texts; an episode's row must contain its name.
struct CharacterDetailsExpectation: Sendable {
    var name: String?
    var status: String?
    var species: String?
    /// `None` when the data names no type.
    var type: String?
    var gender: String?
    var origin: String?
    /// The last known location.
    var location: String?
    /// Episodes listed: code (`S01E01`) → name.
    var episodes: [String: String]?
    /// How many episodes are listed.
    var episodeCount: Int?
    /// The note shown instead of the episodes when the character appears in none.
    var noEpisodes: String?
}

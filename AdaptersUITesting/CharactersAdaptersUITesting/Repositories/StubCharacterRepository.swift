import CharactersDomain
import Foundation
import UITestScenario
import Wiring

/// A deterministic ``CharacterRepository`` over a table of characters (``StubTable``), with the Rick and Morty API's
/// semantics:
/// - pages of 20 in ascending id order, with the filtered list's totals;
/// - filters: `name`, `species` and `type` match as a case-insensitive substring (an absent one matches all);
///   `status` and `gender` match exactly; a character without a type has the type `""`;
/// - page 1 of a list with no match is `CharacterPage/empty(page:)` (the API's 404 "There is nothing here");
///   any page past the last — so every page from 2 on of a list with no match — is `.pageOutOfRange(page:)`;
/// - a lookup of an unknown id is `.notFound(characterID:)`; a lookup of several ids answers each known one once,
///   in ascending order.
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: a page below 1 is
/// `.pageOutOfRange(page:)`, an id below 1 `.notFound(characterID:)`, a lookup of several ids with none above 0
/// `[]`, under every scenario and without a delay. Then the ``Scenario`` applies per call (see ``PortBehavior``):
/// `notFound` and `empty` make single lookups `.notFound(characterID:)`, lists a list with no match (page 1
/// `CharacterPage/empty(page:)`, later pages `.pageOutOfRange(page:)`) and several-id lookups `[]`;
/// failures and cancellation as every ``StubPort``. Every call is recorded in ``calls`` with its arguments.
package final class StubCharacterRepository: CharacterRepository, StubbedPort, PortAdapter {
    /// `CharacterRepository`.
    package static let port = ScenarioPort.characterRepository
    /// `characters`.
    package static let context: String? = "characters"
    /// The scenario's `characters` (and the episodes its characters are in).
    package static let data: [any StubDataChecking] = [
        StubCharacterTables.dataKind(ScenarioCharacter.kind), StubCharacterTables.dataKind(ScenarioEpisode.kind),
    ]
    /// Characters on a page.
    package static let pageSize = 20

    /// The characters answered from.
    package let characters: StubTable<SeriesCharacter>
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubCharacterRepositoryCall, CharacterRepositoryError>

    /// A stub answering from `characters` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        characters: StubTable<SeriesCharacter>
    ) {
        self.characters = characters
        self.stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    /// A stub answering from the characters `scenario` (already checked) serves, waiting on `clock`.
    package convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(
            scenario: scenario, clock: clock, characters: StubCharacterTables.checked(serving: scenario).characters)
    }

    /// The port's methods, as a scenario overrides them one by one.
    package static let methods: [ScenarioMethod] = [.character, .characters, .charactersWithIDs]

    /// Every call so far with its arguments, in the order the calls arrived.
    package var calls: [StubCharacterRepositoryCall] { stub.calls }

    /// The character with `id`.
    package func character(withID id: Int) async throws(CharacterRepositoryError) -> SeriesCharacter {
        stub.record(.character(id: id))
        guard id > 0 else { throw .notFound(characterID: id) }
        let found = try await stub.answer(.character, empty: { nil }, present: { characters.item(withID: id) })
        guard let found else { throw .notFound(characterID: id) }
        return found
    }

    /// Page `page` of the characters matching `filter`.
    package func characters(page: Int, filter: CharacterFilter) async throws(CharacterRepositoryError) -> CharacterPage
    {
        stub.record(.characters(page: page, filter: filter))
        guard page >= 1 else { throw .pageOutOfRange(page: page) }
        let matches = try await stub.answer(
            .characters, empty: { [] }, present: { characters.items.filter { Self.matches($0, filter) } })
        return try Self.page(page, of: matches)
    }

    /// The known characters among `ids`, each once, in ascending id order.
    package func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [SeriesCharacter] {
        stub.record(.charactersWithIDs(ids))
        guard ids.contains(where: { $0 > 0 }) else { return [] }
        return try await stub.answer(.charactersWithIDs, empty: { [] }, present: { characters.items(withIDs: ids) })
    }

    /// Page `page` of `matches`: `CharacterPage/empty(page:)` for page 1 of an empty list,
    /// `.pageOutOfRange(page:)` for any page past the last.
    static func page(_ page: Int, of matches: [SeriesCharacter]) throws(CharacterRepositoryError) -> CharacterPage {
        if matches.isEmpty, page == 1 { return .empty(page: page) }
        let totalPages = (matches.count + pageSize - 1) / pageSize
        guard page >= 1, page <= totalPages else { throw .pageOutOfRange(page: page) }
        let start = (page - 1) * pageSize
        return CharacterPage(
            page: page, totalPages: totalPages, totalCount: matches.count,
            results: Array(matches[start..<min(start + pageSize, matches.count)]))
    }

    /// Whether `character` matches every part of `filter` the API's way.
    static func matches(_ character: SeriesCharacter, _ filter: CharacterFilter) -> Bool {
        contains(character.name, filter.name) && contains(character.species, filter.species)
            && contains(character.type ?? "", filter.type)
            && (filter.status.map { $0 == character.status } ?? true)
            && (filter.gender.map { $0 == character.gender } ?? true)
    }

    /// Whether `text` contains `part` ignoring case (no locale); a missing `part` matches everything.
    static func contains(_ text: String, _ part: FilterText?) -> Bool {
        guard let part else { return true }
        return text.range(of: part.text, options: .caseInsensitive) != nil
    }
}

extension ScenarioPort {
    /// `CharacterRepository`, the port of the Characters context's characters.
    @available(*, deprecated, message: "package in 2.0.0: write the port's name as a literal")
    public static let characterRepository: ScenarioPort = "CharacterRepository"
}

extension ScenarioMethod {
    /// `CharacterRepository.character(withID:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let character: ScenarioMethod = "character"
    /// `CharacterRepository.characters(page:filter:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let characters: ScenarioMethod = "characters"
    /// `CharacterRepository.characters(withIDs:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let charactersWithIDs: ScenarioMethod = "charactersWithIDs"
}

import CharactersDomain
import Foundation
import Synchronization
import UITestScenario

/// A deterministic ``CharacterRepository`` over a ``StubCharacterCatalogue``, with the Rick and Morty API's
/// semantics:
/// - pages of 20 in ascending id order, with the filtered list's totals;
/// - filters: `name`, `species` and `type` match as a case-insensitive substring (an empty text matches all);
///   `status` and `gender` match exactly; a character without a type has the type `""`;
/// - a filter with no match is ``CharacterPage/empty(page:)`` (the API's 404 "There is nothing here"); a page
///   before 1 or past the end of a non-empty list is `.pageOutOfRange(page:)`;
/// - a lookup of an unknown id is `.notFound(characterID:)`; a lookup of several ids answers each known one once,
///   in ascending order.
///
/// The ``Scenario`` applies per call (see ``PortBehavior``): `notFound` and `empty` make single lookups
/// `.notFound(characterID:)`, lists ``CharacterPage/empty(page:)`` and several-id lookups `[]`; `unauthorized` is
/// `.unauthorized`; `serverError` is `.unavailable`. Every call is recorded in ``calls`` with its arguments.
public final class StubCharacterRepository: CharacterRepository {
    /// Characters on a page.
    public static let pageSize = 20

    /// The data answered from.
    public let catalogue: StubCharacterCatalogue
    private let simulator: ScenarioPortSimulator
    private let log = Mutex<[Call]>([])

    /// A stub answering from `catalogue` under `scenario`, waiting through `sleeper`.
    public init(
        scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper(),
        catalogue: StubCharacterCatalogue = .standard
    ) {
        self.catalogue = catalogue
        self.simulator = ScenarioPortSimulator(port: .characterRepository, scenario: scenario, sleeper: sleeper)
    }

    /// Every call so far with its arguments, in the order the calls arrived.
    public var calls: [Call] { log.withLock { $0 } }

    /// The character with `id`.
    public func character(withID id: Int) async throws(CharacterRepositoryError) -> Character {
        record(.character(id: id))
        switch await simulator.nextOutcome() {
        case .failure(let failure): throw Self.error(for: failure)
        case .empty, .notFound: throw .notFound(characterID: id)
        case .happyPath:
            guard let character = catalogue.character(withID: id) else { throw .notFound(characterID: id) }
            return character
        }
    }

    /// Page `page` of the characters matching `filter`.
    public func characters(page: Int, filter: CharacterFilter) async throws(CharacterRepositoryError) -> CharacterPage {
        record(.characters(page: page, filter: filter))
        switch await simulator.nextOutcome() {
        case .failure(let failure): throw Self.error(for: failure)
        case .empty, .notFound: return .empty(page: page)
        case .happyPath:
            let matches = catalogue.characters.filter { Self.matches($0, filter) }
            guard !matches.isEmpty else { return .empty(page: page) }
            let totalPages = (matches.count + Self.pageSize - 1) / Self.pageSize
            guard (1...totalPages).contains(page) else { throw .pageOutOfRange(page: page) }
            let start = (page - 1) * Self.pageSize
            return CharacterPage(
                page: page, totalPages: totalPages, totalCount: matches.count,
                results: Array(matches[start..<min(start + Self.pageSize, matches.count)]))
        }
    }

    /// The known characters among `ids`, each once, in ascending id order.
    public func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [Character] {
        record(.charactersWithIDs(ids))
        switch await simulator.nextOutcome() {
        case .failure(let failure): throw Self.error(for: failure)
        case .empty, .notFound: return []
        case .happyPath: return Set(ids).sorted().compactMap(catalogue.character(withID:))
        }
    }

    private func record(_ call: Call) {
        log.withLock { $0.append(call) }
    }

    /// Whether `character` matches every part of `filter` the API's way.
    static func matches(_ character: Character, _ filter: CharacterFilter) -> Bool {
        contains(character.name, filter.name) && contains(character.species, filter.species)
            && contains(character.type ?? "", filter.type)
            && (filter.status.map { $0 == character.status } ?? true)
            && (filter.gender.map { $0 == character.gender } ?? true)
    }

    /// Whether `text` contains `part` ignoring case (no locale); a missing or empty `part` matches everything.
    static func contains(_ text: String, _ part: String?) -> Bool {
        guard let part, !part.isEmpty else { return true }
        return text.range(of: part, options: .caseInsensitive) != nil
    }

    static func error(for failure: ScenarioFailure) -> CharacterRepositoryError {
        switch failure {
        case .unauthorized: .unauthorized
        case .serverError: .unavailable
        }
    }
}

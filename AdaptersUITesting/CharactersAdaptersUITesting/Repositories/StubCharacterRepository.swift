import CharactersDomain
import Foundation
import Synchronization
import UITestScenario

/// A deterministic ``CharacterRepository`` over a ``StubCharacterCatalogue``, with the Rick and Morty API's
/// semantics:
/// - pages of 20 in ascending id order, with the filtered list's totals;
/// - filters: `name`, `species` and `type` match as a case-insensitive substring (an empty text matches all);
///   `status` and `gender` match exactly; a character without a type has the type `""`;
/// - page 1 of a list with no match is ``CharacterPage/empty(page:)`` (the API's 404 "There is nothing here");
///   any page past the last — so every page from 2 on of a list with no match — is `.pageOutOfRange(page:)`;
/// - a lookup of an unknown id is `.notFound(characterID:)`; a lookup of several ids answers each known one once,
///   in ascending order.
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: a page below 1 is
/// `.pageOutOfRange(page:)`, an id below 1 `.notFound(characterID:)`, a lookup of several ids with none above 0
/// `[]`, under every scenario and without a delay. Then the ``Scenario`` applies per call (see ``PortBehavior``):
/// `notFound` and `empty` make single lookups `.notFound(characterID:)`, lists a list with no match (page 1
/// ``CharacterPage/empty(page:)``, later pages `.pageOutOfRange(page:)`) and several-id lookups `[]`;
/// `unauthorized` is `.unauthorized`; `serverError` is `.unavailable`. A call whose task is cancelled before it
/// reaches the scenario or during its delay is `.cancelled`. Every call is recorded in ``calls`` with its
/// arguments.
public final class StubCharacterRepository: CharacterRepository {
    /// Characters on a page.
    public static let pageSize = 20

    /// The data answered from.
    public let catalogue: StubCharacterCatalogue
    private let simulator: ScenarioPortSimulator
    private let log = Mutex<[StubCharacterRepositoryCall]>([])

    /// A stub answering from `catalogue` under `scenario`, waiting through `sleeper`.
    public init(
        scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper(),
        catalogue: StubCharacterCatalogue = .standard
    ) {
        self.catalogue = catalogue
        self.simulator = ScenarioPortSimulator(port: .characterRepository, scenario: scenario, sleeper: sleeper)
    }

    /// Every call so far with its arguments, in the order the calls arrived.
    public var calls: [StubCharacterRepositoryCall] { log.withLock { $0 } }

    /// The character with `id`.
    public func character(withID id: Int) async throws(CharacterRepositoryError) -> Character {
        record(.character(id: id))
        guard id > 0 else { throw .notFound(characterID: id) }
        switch try await outcome() {
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
        guard page >= 1 else { throw .pageOutOfRange(page: page) }
        switch try await outcome() {
        case .failure(let failure): throw Self.error(for: failure)
        case .empty, .notFound: return try Self.page(page, of: [])
        case .happyPath: return try Self.page(page, of: catalogue.characters.filter { Self.matches($0, filter) })
        }
    }

    /// The known characters among `ids`, each once, in ascending id order.
    public func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [Character] {
        record(.charactersWithIDs(ids))
        let wanted = Set(ids.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        switch try await outcome() {
        case .failure(let failure): throw Self.error(for: failure)
        case .empty, .notFound: return []
        case .happyPath: return wanted.sorted().compactMap(catalogue.character(withID:))
        }
    }

    /// Page `page` of `matches`: ``CharacterPage/empty(page:)`` for page 1 of an empty list,
    /// `.pageOutOfRange(page:)` for any page past the last.
    static func page(_ page: Int, of matches: [Character]) throws(CharacterRepositoryError) -> CharacterPage {
        if matches.isEmpty, page == 1 { return .empty(page: page) }
        let totalPages = (matches.count + pageSize - 1) / pageSize
        guard page >= 1, page <= totalPages else { throw .pageOutOfRange(page: page) }
        let start = (page - 1) * pageSize
        return CharacterPage(
            page: page, totalPages: totalPages, totalCount: matches.count,
            results: Array(matches[start..<min(start + pageSize, matches.count)]))
    }

    /// What the scenario makes of this call, after its delay; `.cancelled` when the caller's task is cancelled.
    private func outcome() async throws(CharacterRepositoryError) -> ScenarioOutcome {
        do {
            return try await simulator.nextOutcome()
        } catch {
            throw .cancelled
        }
    }

    private func record(_ call: StubCharacterRepositoryCall) {
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

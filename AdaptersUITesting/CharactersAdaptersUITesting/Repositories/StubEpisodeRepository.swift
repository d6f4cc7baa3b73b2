import CharactersDomain
import Synchronization
import UITestScenario

/// A deterministic ``EpisodeRepository`` over a ``StubCharacterCatalogue``: the known episodes among the ids asked
/// for, each once, in ascending id order (unknown ids are left out, as the API does).
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: ids with none above
/// 0 are `[]` under every scenario and without a delay. Then the ``Scenario`` applies per call (see
/// ``PortBehavior``): `notFound` and `empty` answer `[]`; `unauthorized` is `.unauthorized`; `serverError` is
/// `.unavailable`. A call whose task is cancelled before it reaches the scenario or during its delay is
/// `.cancelled`. Every call is recorded in ``calls`` with its arguments.
public final class StubEpisodeRepository: EpisodeRepository {
    /// The data answered from.
    public let catalogue: StubCharacterCatalogue
    private let simulator: ScenarioPortSimulator
    private let log = Mutex<[StubEpisodeRepositoryCall]>([])

    /// A stub answering from `catalogue` under `scenario`, waiting through `sleeper`.
    public init(
        scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper(),
        catalogue: StubCharacterCatalogue = .standard
    ) {
        self.catalogue = catalogue
        self.simulator = ScenarioPortSimulator(port: .episodeRepository, scenario: scenario, sleeper: sleeper)
    }

    /// Every call so far with its arguments, in the order the calls arrived.
    public var calls: [StubEpisodeRepositoryCall] { log.withLock { $0 } }

    /// The known episodes among `ids`, each once, in ascending id order.
    public func episodes(withIDs ids: [Int]) async throws(EpisodeRepositoryError) -> [Episode] {
        log.withLock { $0.append(.episodes(ids: ids)) }
        let wanted = Set(ids.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        let outcome: ScenarioOutcome
        do {
            outcome = try await simulator.nextOutcome()
        } catch {
            throw .cancelled
        }
        switch outcome {
        case .failure(.unauthorized): throw .unauthorized
        case .failure(.serverError): throw .unavailable
        case .empty, .notFound: return []
        case .happyPath: return wanted.sorted().compactMap(catalogue.episode(withID:))
        }
    }
}

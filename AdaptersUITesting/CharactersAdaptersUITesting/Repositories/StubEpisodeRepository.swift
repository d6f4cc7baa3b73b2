import CharactersDomain
import CompositionKit
import UITestScenario

/// A deterministic ``EpisodeRepository`` over a ``StubCharacterCatalogue``: the known episodes among the ids asked
/// for, each once, in ascending id order (unknown ids are left out, as the API does).
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: ids with none above
/// 0 are `[]` under every scenario and without a delay. Then the ``Scenario`` applies per call (``StubPort``):
/// `notFound` and `empty` answer `[]`. Every call is recorded in ``calls`` with its arguments.
public final class StubEpisodeRepository: EpisodeRepository, PortImplementation {
    /// The data answered from.
    public let catalogue: StubCharacterCatalogue
    private let stub: StubPort<StubEpisodeRepositoryCall, EpisodeRepositoryError>

    /// A stub answering from `catalogue` under `scenario`, waiting on `clock`.
    public init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        catalogue: StubCharacterCatalogue = .standard
    ) {
        self.catalogue = catalogue
        self.stub = StubPort(.episodeRepository, scenario: scenario, clock: clock)
    }

    /// Every call so far with its arguments, in the order the calls arrived.
    public var calls: [StubEpisodeRepositoryCall] { stub.calls }
    /// A stub simulating the scenario.
    public var backing: PortBacking { stub.backing }
    /// Every call so far, described.
    public var recordedCalls: RecordedCalls? { stub.recordedCalls }

    /// The known episodes among `ids`, each once, in ascending id order.
    public func episodes(withIDs ids: [Int]) async throws(EpisodeRepositoryError) -> [Episode] {
        stub.record(.episodes(ids: ids))
        let wanted = Set(ids.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        return try await stub.answer(empty: { [] }, present: { wanted.sorted().compactMap(catalogue.episode(withID:)) })
    }
}

extension EpisodeRepositoryError: StubPortError {}

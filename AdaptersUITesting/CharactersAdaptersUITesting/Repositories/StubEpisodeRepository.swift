import CharactersDomain
import UITestScenario

/// A deterministic ``EpisodeRepository`` over a table of episodes (``StubTable``): the known episodes among the ids
/// asked for, each once, in ascending id order (unknown ids are left out, as the API does).
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: ids with none above
/// 0 are `[]` under every scenario and without a delay. Then the ``Scenario`` applies per call (``StubPort``):
/// `notFound` and `empty` answer `[]`. Every call is recorded in ``calls``, the ids as passed.
package final class StubEpisodeRepository: EpisodeRepository, StubRepository {
    /// The episodes answered from.
    package let episodes: StubTable<Episode>
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubEpisodeRepositoryCall, UpstreamFailure>

    /// A stub answering from `episodes` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        episodes: StubTable<Episode> = .standard
    ) {
        self.episodes = episodes
        self.stub = StubPort(.episodeRepository, methods: [.episodes], scenario: scenario, clock: clock)
    }

    /// Every call so far, the ids as passed (unsorted, repeats kept), in the order the calls arrived.
    package var calls: [StubEpisodeRepositoryCall] { stub.calls }

    /// The known episodes among `ids`, each once, in ascending id order.
    package func episodes(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Episode] {
        stub.record(.episodes(ids: ids))
        guard ids.contains(where: { $0 > 0 }) else { return [] }
        return try await stub.answer(.episodes, empty: { [] }, present: { episodes.items(withIDs: ids) })
    }
}

extension ScenarioPort {
    /// `EpisodeRepository`, the port of the Characters context's episodes.
    public static let episodeRepository: ScenarioPort = "EpisodeRepository"
}

extension ScenarioMethod {
    /// `EpisodeRepository.episodes(withIDs:)`.
    public static let episodes: ScenarioMethod = "episodes"
}

import CharactersDomain
import UITestScenario
import Wiring

/// A deterministic ``EpisodeRepository`` over a table of episodes (``StubTable``): the known episodes among the ids
/// asked for, each once, in ascending id order (unknown ids are left out, as the API does).
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: ids with none above
/// 0 are `[]` under every scenario and without a delay. Then the ``Scenario`` applies per call (``StubPort``):
/// `notFound` and `empty` answer `[]`. Every call is recorded in ``calls``, the ids as passed.
package final class StubEpisodeRepository: EpisodeRepository, StubbedPort, PortAdapter {
    /// `EpisodeRepository`.
    package static let port = ScenarioPort.episodeRepository
    /// `characters`.
    package static let context: String? = "characters"
    /// The scenario's `episodes`.
    package static let data: [any StubDataChecking] = [StubCharacterTables.dataKind(ScenarioEpisode.kind)]
    /// `episodesUnavailable`, offered where this port is registered.
    package static let presets = [(name: "episodesUnavailable", scenario: Scenario.episodesUnavailable)]
    /// Its one method.
    package static let methods: [ScenarioMethod] = [.episodes]

    /// The episodes answered from.
    package let episodes: StubTable<Episode>
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubEpisodeRepositoryCall, UpstreamFailure>

    /// A stub answering from `episodes` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        episodes: StubTable<Episode>
    ) {
        self.episodes = episodes
        self.stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    /// A stub answering from the episodes `scenario` (already checked) serves, waiting on `clock`.
    package convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(scenario: scenario, clock: clock, episodes: StubCharacterTables.checked(serving: scenario).episodes)
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

extension Scenario {
    /// Characters load but their episodes fail: a character's details fail after the character itself loaded.
    package static let episodesUnavailable = Scenario().with(.serverError, for: .episodeRepository)
}

extension ScenarioPort {
    /// `EpisodeRepository`, the port of the Characters context's episodes.
    @available(*, deprecated, message: "package in 2.0.0: write the port's name as a literal")
    public static let episodeRepository: ScenarioPort = "EpisodeRepository"
}

extension ScenarioMethod {
    /// `EpisodeRepository.episodes(withIDs:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let episodes: ScenarioMethod = "episodes"
}

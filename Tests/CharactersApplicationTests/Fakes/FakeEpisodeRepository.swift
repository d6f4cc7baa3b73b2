import CharactersDomain
import Synchronization

/// An ``EpisodeRepository`` that answers with a canned result and records the ids of every call.
final class FakeEpisodeRepository: EpisodeRepository {
    private let result: Result<[Episode], EpisodeRepositoryError>
    private let log = Mutex<[[Int]]>([])

    init(result: Result<[Episode], EpisodeRepositoryError> = .success(Episode.rickPilotEpisodes)) {
        self.result = result
    }

    /// The ids asked for, one array per call, in order.
    var calls: [[Int]] { log.withLock { $0 } }

    func episodes(withIDs ids: [Int]) async throws(EpisodeRepositoryError) -> [Episode] {
        log.withLock { $0.append(ids) }
        return try result.get()
    }
}

import CharactersDomain
import Synchronization

/// A batch port (`…(withIDs:)`) that answers with a canned result and records the ids of every call. One fake for
/// every such port: a new one adds a conformance below.
final class FakeBatchRepository<Value: Sendable, Failure: Error>: Sendable {
    private let result: Result<[Value], Failure>
    private let log = Mutex<[[Int]]>([])

    init(result: Result<[Value], Failure>) {
        self.result = result
    }

    /// The ids asked for, one array per call, in order.
    var calls: [[Int]] { log.withLock { $0 } }

    func answer(_ ids: [Int]) throws(Failure) -> [Value] {
        log.withLock { $0.append(ids) }
        return try result.get()
    }
}

extension FakeBatchRepository: EpisodeRepository where Value == Episode, Failure == UpstreamFailure {
    /// Rick's first three episodes.
    convenience init() { self.init(result: .success(Episode.rickPilotEpisodes)) }

    func episodes(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Episode] { try answer(ids) }
}

extension FakeBatchRepository: LocationRepository where Value == Location, Failure == UpstreamFailure {
    /// Rick's origin and last known location.
    convenience init() { self.init(result: .success([.earth, .citadel])) }

    func locations(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Location] { try answer(ids) }
}

/// The port to the Rick and Morty episodes.
public protocol EpisodeRepository: Sendable {
    /// The episodes with these ids in one call, in ascending id order, each once; unknown ids are left out.
    func episodes(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Episode]
}

/// The port to the Rick and Morty locations.
public protocol LocationRepository: Sendable {
    /// The locations with these ids in one call, in ascending id order, each once; unknown ids are left out.
    func locations(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Location]
}

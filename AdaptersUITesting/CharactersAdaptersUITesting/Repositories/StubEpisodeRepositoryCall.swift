/// One call a `StubEpisodeRepository` received, with its arguments as passed; it reads as data through its
/// synthesized `Encodable` form (what UITestKit's `checkCalls(to:are:)` reads): `episodes(ids: [2, 1])`.
public enum StubEpisodeRepositoryCall: Hashable, Codable, Sendable {
    /// `episodes(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case episodes(ids: [Int])
}

import UITestScenario

/// One call a `StubEpisodeRepository` received, with its arguments as passed; it reads as data through its
/// synthesized `Encodable` form (``UITestScenario/StubbedCall``): `episodes(ids: [2, 1])`.
public enum StubEpisodeRepositoryCall: Hashable, StubbedCall {
    /// `episodes(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case episodes(ids: [Int])
}

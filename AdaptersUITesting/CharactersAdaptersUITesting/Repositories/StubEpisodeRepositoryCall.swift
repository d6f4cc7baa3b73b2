/// One call a ``StubEpisodeRepository`` received, with its arguments as passed.
public enum StubEpisodeRepositoryCall: Hashable, Sendable {
    /// `episodes(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case episodes(ids: [Int])
}

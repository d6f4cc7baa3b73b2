extension StubEpisodeRepository {
    /// One call this repository received: ``StubEpisodeRepositoryCall``, by the name callers write.
    public typealias Call = StubEpisodeRepositoryCall
}

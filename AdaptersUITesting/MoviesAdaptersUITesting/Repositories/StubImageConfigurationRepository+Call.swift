extension StubImageConfigurationRepository {
    /// One call this repository received: ``StubImageConfigurationRepositoryCall``, by the name callers write.
    public typealias Call = StubImageConfigurationRepositoryCall
}

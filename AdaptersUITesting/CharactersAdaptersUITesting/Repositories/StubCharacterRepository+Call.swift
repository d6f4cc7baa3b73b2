extension StubCharacterRepository {
    /// One call this repository received: ``StubCharacterRepositoryCall``, by the name callers write.
    public typealias Call = StubCharacterRepositoryCall
}

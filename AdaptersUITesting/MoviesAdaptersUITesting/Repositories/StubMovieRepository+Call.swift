extension StubMovieRepository {
    /// One call this repository received: ``StubMovieRepositoryCall``, by the name callers write.
    public typealias Call = StubMovieRepositoryCall
}

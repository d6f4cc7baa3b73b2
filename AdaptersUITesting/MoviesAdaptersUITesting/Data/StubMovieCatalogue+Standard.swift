extension StubMovieCatalogue {
    /// The stub data UI tests run on: 45 real movies (TMDb's recorded popular page, then well-known films), so the
    /// popular list has three pages (20, 20, 5), every movie with details and credits, and TMDb's real image
    /// configuration.
    public static let standard = StubMovieCatalogue(
        movies: StubMovieData.records.map(\.movie), credits: StubMovieData.records.map(\.credits),
        imageConfiguration: StubMovieData.imageConfiguration)
}

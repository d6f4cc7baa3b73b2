import MoviesDomain

extension MoviePreview {
    /// A list item for tests: every field defaults to Fight Club (TMDb 550) as TMDb lists it.
    static func stub(
        id: Int = 550, title: String = "Fight Club", originalTitle: String = "Fight Club",
        originalLanguage: String = "en",
        overview: String = "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression "
            + "into a shocking new form of therapy.",
        releaseDate: CalendarDate? = "1999-10-15", posterPath: String? = "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: String? = "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [Int] = [18, 53, 35],
        voteAverage: Double = 8.433, voteCount: Int = 26_279
    ) -> MoviePreview {
        MoviePreview(
            id: id, title: title, originalTitle: originalTitle, originalLanguage: originalLanguage, overview: overview,
            releaseDate: releaseDate, posterPath: posterPath, backdropPath: backdropPath, genreIDs: genreIDs,
            voteAverage: voteAverage, voteCount: voteCount)
    }
}

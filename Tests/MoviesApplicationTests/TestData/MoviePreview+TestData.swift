import MoviesDomain

extension MoviePreview {
    /// Fight Club as a list item.
    static let fightClub = MoviePreview(
        id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
        overview: "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.",
        releaseDate: CalendarDate(year: 1999, month: 10, day: 15), posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18], voteAverage: 8.4, voteCount: 26_280
    )
}

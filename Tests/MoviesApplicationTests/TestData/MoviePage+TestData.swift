import MoviesDomain

extension MoviePage {
    /// The first page of the popular movies, with one movie on it.
    static let popularFirstPage = MoviePage(
        page: 1, results: [.fightClub], totalPages: 500, totalResults: 10_000
    )

    /// The one page of results for "fight club".
    static let fightClubSearch = MoviePage(page: 1, results: [.fightClub], totalPages: 1, totalResults: 1)
}

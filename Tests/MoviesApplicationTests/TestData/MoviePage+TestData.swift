import MoviesDomain

extension MoviePage {
    /// The first page of the popular movies, with one movie on it.
    static let popularFirstPage = MoviePage(
        page: 1, results: [.fightClub], totalPages: 500, totalResults: 10_000
    )

    /// The one page of results for "fight club".
    static let fightClubSearch = MoviePage(page: 1, results: [.fightClub], totalPages: 1, totalResults: 1)

    /// What TMDb answers for page 4 of a list with 3 pages: no results, the real totals.
    static let pastTheEnd = MoviePage(page: 4, results: [], totalPages: 3, totalResults: 45)

    /// A search without hits: page 1, no pages at all.
    static let noHits = MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0)
}

/// `/ratings`: the movies the visitor rated, with their ratings, paged (template `rated-movies`). A visitor who
/// has rated nothing (or has no cookie yet) sees the empty state, without any call upstream.
struct RatedMoviesPage: PageModel {
    static var page: Page { .ratedMovies }

    /// A row's `meta` is the visitor's rating, as the movie's page shows it (`8.5`).
    let list: ListView

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case list
    }
}

#if UITesting
    extension RatedMoviesPage {
        /// The visitor's ratings: Fight Club rated 8.5 unless told otherwise; `.stub(rows: [])` is the empty state.
        static func stub(
            error: ErrorStateView? = nil, rows: [RowView] = [.stub(rating: "8.5")], paging: PagingView? = nil
        ) -> RatedMoviesPage {
            RatedMoviesPage(list: .stub(error: error, rows: rows, paging: paging))
        }
    }
#endif

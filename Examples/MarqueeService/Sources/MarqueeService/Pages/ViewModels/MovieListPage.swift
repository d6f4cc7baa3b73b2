import MarqueeKit

/// `/`: the popular movies (template `movie-list`).
struct MovieListPage: PageModel {
    static var page: Page { .movieList }

    let query = ""
    /// The search field's `maxlength`: the longest query the search takes.
    let queryMaximumLength = SearchQuery.maximumLength
    let list: ListView

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case list
    }
}

#if UITesting
    extension MovieListPage {
        /// The popular movies as the page shows them: three rows (``RowView/movieStubs``) unless told otherwise,
        /// e.g. `.stub(rows: [])` for the empty state; an `error` shows no rows and no paging (``ListView``).
        static func stub(
            error: ErrorStateView? = nil, rows: [RowView] = RowView.movieStubs, paging: PagingView? = nil
        ) -> MovieListPage {
            MovieListPage(list: .stub(error: error, rows: rows, paging: paging))
        }
    }
#endif

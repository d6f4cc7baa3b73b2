import MarqueeKit

/// `/`: the popular movies (template `movie-list`).
package struct MovieListPage: PageModel {
    package static var page: Page { .movieList }

    let documentTitle = "Popular movies"
    let screen = "movieList"
    let isMoviesSection = true
    let isCharactersSection = false
    let query = ""
    /// The search field's `maxlength`: the longest query the search takes.
    let queryMaximumLength = SearchQuery.maximumLength
    package let error: ErrorStateView?
    package let isEmpty: Bool
    package let hasRows: Bool
    package let rows: [MovieRowView]
    package let paging: PagingView?

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case error, isEmpty, hasRows, rows, paging
    }
}

#if UITesting
    extension MovieListPage {
        /// The popular movies as the page shows them: three rows (``MovieRowView/stubs``) unless told otherwise,
        /// e.g. `.stub(rows: [])` for the empty state. As the route does, an `error` shows no rows and no paging,
        /// and `isEmpty` and `hasRows` follow `rows`.
        package static func stub(
            error: ErrorStateView? = nil, rows: [MovieRowView] = MovieRowView.stubs, paging: PagingView? = nil
        ) -> MovieListPage {
            let rows = error == nil ? rows : []
            return MovieListPage(
                error: error, isEmpty: error == nil && rows.isEmpty, hasRows: !rows.isEmpty, rows: rows,
                paging: error == nil ? paging : nil)
        }
    }
#endif

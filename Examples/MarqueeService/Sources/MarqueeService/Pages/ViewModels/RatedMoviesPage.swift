/// `/ratings`: the movies the visitor rated, with their ratings, paged (template `rated-movies`). A visitor who
/// has rated nothing (or has no cookie yet) sees the empty state, without any call upstream.
package struct RatedMoviesPage: PageModel {
    package static var page: Page { .ratedMovies }

    let documentTitle = "Your ratings"
    let screen = "ratedMovies"
    let isMoviesSection = false
    let isCharactersSection = false
    let isRatingsSection = true
    package let error: ErrorStateView?
    package let isEmpty: Bool
    package let hasRows: Bool
    package let rows: [RatedMovieRowView]
    package let paging: PagingView?

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case error, isEmpty, hasRows, rows, paging
    }
}

#if UITesting
    extension RatedMoviesPage {
        /// The visitor's ratings: Fight Club rated 8.5 unless told otherwise; `.stub(rows: [])` is the empty state.
        package static func stub(
            error: ErrorStateView? = nil, rows: [RatedMovieRowView] = [.stub()], paging: PagingView? = nil
        ) -> RatedMoviesPage {
            let rows = error == nil ? rows : []
            return RatedMoviesPage(
                error: error, isEmpty: error == nil && rows.isEmpty, hasRows: !rows.isEmpty, rows: rows,
                paging: error == nil ? paging : nil)
        }
    }
#endif

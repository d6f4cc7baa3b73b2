/// `/watchlist`: the movies on the visitor's watchlist, in the order added, paged (template `watchlist`). A visitor
/// with nothing on it (or without a cookie yet) sees the empty state.
struct WatchlistPage: PageModel {
    static var page: Page { .watchlist }

    /// A row's `meta` is the movie's year and rating, as the popular list shows them.
    let list: ListView

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case list
    }
}

#if UITesting
    extension WatchlistPage {
        /// The visitor's watchlist: Fight Club unless told otherwise; `.stub(rows: [])` is the empty state.
        static func stub(
            error: ErrorStateView? = nil, rows: [RowView] = [.stub()], paging: PagingView? = nil
        ) -> WatchlistPage {
            WatchlistPage(list: .stub(error: error, rows: rows, paging: paging))
        }
    }
#endif

/// A page's list (`/`, `/search`, `/characters`, `/ratings`): its rows and paging, the empty state when there are
/// none, or the error state instead of both. One shape for every list page, so that each says the states once; the
/// page's template shows it inside `{{#list}}`.
struct ListView: Codable, Sendable {
    let error: ErrorStateView?
    let isEmpty: Bool
    let hasRows: Bool
    let rows: [RowView]
    let paging: PagingView?

    /// `rows` with `paging`; the empty state when there are none.
    init(rows: [RowView], paging: PagingView?) {
        self.init(error: nil, isEmpty: rows.isEmpty, hasRows: !rows.isEmpty, rows: rows, paging: paging)
    }

    /// The error state: no rows, no empty state, no paging.
    init(error: ErrorStateView) {
        self.init(error: error, isEmpty: false, hasRows: false, rows: [], paging: nil)
    }

    /// Nothing at all, not even the empty state: the search before anything was searched.
    static let nothing = ListView(error: nil, isEmpty: false, hasRows: false, rows: [], paging: nil)

    private init(error: ErrorStateView?, isEmpty: Bool, hasRows: Bool, rows: [RowView], paging: PagingView?) {
        self.error = error
        self.isEmpty = isEmpty
        self.hasRows = hasRows
        self.rows = rows
        self.paging = paging
    }
}

#if UITesting
    extension ListView {
        /// The list as the routes make it: `error`'s state when there is one, else `rows` with `paging`.
        static func stub(error: ErrorStateView?, rows: [RowView], paging: PagingView?) -> ListView {
            error.map(ListView.init(error:)) ?? ListView(rows: rows, paging: paging)
        }
    }
#endif

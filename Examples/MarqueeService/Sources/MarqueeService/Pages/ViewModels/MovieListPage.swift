import MarqueeKit

/// `/`: the popular movies (template `movie-list`).
struct MovieListPage: Sendable {
    let documentTitle = "Popular movies"
    let screen = "movieList"
    let isMoviesSection = true
    let isCharactersSection = false
    let query = ""
    /// The search field's `maxlength`: the longest query the search takes.
    let queryMaximumLength = SearchQuery.maximumLength
    let error: ErrorStateView?
    let isEmpty: Bool
    let hasRows: Bool
    let rows: [MovieRowView]
    let paging: PagingView?
}

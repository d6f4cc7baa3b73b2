import MarqueeKit

/// `/search?query=Q`: the movies whose title matches (template `search`).
struct SearchPage: Sendable {
    let documentTitle: String
    let screen = "search"
    let isMoviesSection = true
    let isCharactersSection = false
    let heading: String
    let query: String
    /// The search field's `maxlength`: the longest query the search takes.
    let queryMaximumLength = SearchQuery.maximumLength
    let isPrompt: Bool
    let error: ErrorStateView?
    let isEmpty: Bool
    let hasRows: Bool
    let rows: [MovieRowView]
    let paging: PagingView?
}

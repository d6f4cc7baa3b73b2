import Foundation
import MarqueeKit

/// `/search?query=Q`: the movies whose title matches (template `search`).
package struct SearchPage: PageModel {
    package static var page: Page { .search }

    /// The heading and title of the search form before anything was searched.
    static let promptHeading = "Search movies"

    package let documentTitle: String
    let screen = "search"
    let isMoviesSection = true
    let isCharactersSection = false
    package let heading: String
    package let query: String
    /// The search field's `maxlength`: the longest query the search takes.
    let queryMaximumLength = SearchQuery.maximumLength
    package let isPrompt: Bool
    package let error: ErrorStateView?
    package let isEmpty: Bool
    package let hasRows: Bool
    package let rows: [MovieRowView]
    package let paging: PagingView?

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case documentTitle, heading, query, isPrompt, error, isEmpty, hasRows, rows, paging
    }

    /// The heading and title of the results for `query` (trimmed).
    static func heading(matching query: String) -> String {
        "Movies matching “\(query)”"
    }
}

#if UITesting
    extension SearchPage {
        /// The results for `query` as the page shows them: three rows (``MovieRowView/stubs``) for `fight` unless
        /// told otherwise. As the route does, a blank `query` is the search prompt (no rows), an `error` shows no
        /// rows and no paging, and the heading, `isEmpty` and `hasRows` follow.
        package static func stub(
            query: String = "fight", error: ErrorStateView? = nil, rows: [MovieRowView] = MovieRowView.stubs,
            paging: PagingView? = nil
        ) -> SearchPage {
            let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
            let isPrompt = trimmed.isEmpty
            let heading = isPrompt ? promptHeading : heading(matching: trimmed)
            let rows = error == nil && !isPrompt ? rows : []
            return SearchPage(
                documentTitle: heading, heading: heading, query: query, isPrompt: isPrompt, error: error,
                isEmpty: error == nil && !isPrompt && rows.isEmpty, hasRows: !rows.isEmpty, rows: rows,
                paging: error == nil && !isPrompt ? paging : nil)
        }
    }
#endif

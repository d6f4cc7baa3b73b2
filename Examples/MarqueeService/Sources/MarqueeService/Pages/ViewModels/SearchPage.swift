import Foundation
import MarqueeKit

/// `/search?query=Q`: the movies whose title matches (template `search`).
struct SearchPage: PageModel {
    static var page: Page { .search }

    let documentTitle: String
    let heading: String
    let query: String
    /// The search field's `maxlength`: the longest query the search takes.
    let queryMaximumLength = SearchQuery.maximumLength
    let isPrompt: Bool
    let list: ListView

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case documentTitle, heading, query, isPrompt, list
    }

    /// The results for `query` in `list`, titled after it (trimmed).
    init(query: String, list: ListView) {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        heading = "Movies matching “\(trimmed)”"
        documentTitle = heading
        self.query = query
        isPrompt = false
        self.list = list
    }

    /// The search form before anything was searched (`query` blank): a prompt, no list.
    init(prompt query: String) {
        heading = "Search movies"
        documentTitle = heading
        self.query = query
        isPrompt = true
        list = .nothing
    }
}

#if UITesting
    extension SearchPage {
        /// The results for `query` as the page shows them: three rows (``RowView/movieStubs``) for `fight` unless
        /// told otherwise. As the route does, a blank `query` is the search prompt (no rows), and an `error` shows
        /// no rows and no paging (``ListView``).
        static func stub(
            query: String = "fight", error: ErrorStateView? = nil, rows: [RowView] = RowView.movieStubs,
            paging: PagingView? = nil
        ) -> SearchPage {
            guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                return SearchPage(prompt: query)
            }
            return SearchPage(query: query, list: .stub(error: error, rows: rows, paging: paging))
        }
    }
#endif

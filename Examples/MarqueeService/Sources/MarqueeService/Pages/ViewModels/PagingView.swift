/// "Page N of M" with links to the neighbouring pages that exist.
struct PagingView: Codable, Sendable {
    let page: Int
    let totalPages: Int
    let previousHref: String?
    let nextHref: String?

    /// Paging for page `page` of `totalPages`, linking through `href(page)`; `nil` when there is one page or none.
    init?(page: Int, totalPages: Int, href: (Int) -> String) {
        guard totalPages > 1 else { return nil }
        self.page = page
        self.totalPages = totalPages
        previousHref = page > 1 ? href(page - 1) : nil
        nextHref = page < totalPages ? href(page + 1) : nil
    }
}

#if UITesting
    extension PagingView {
        /// Page `page` of `totalPages` linking to `<path>?page=N`; `nil` for one page, as a list shows no paging then.
        static func stub(page: Int = 1, totalPages: Int = 3, path: String = "/") -> PagingView? {
            PagingView(page: page, totalPages: totalPages) { "\(path)?page=\($0)" }
        }
    }
#endif

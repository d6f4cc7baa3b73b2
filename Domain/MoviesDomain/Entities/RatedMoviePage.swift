/// One page of the movies a guest session rated, 20 a page as TMDb serves them.
public struct RatedMoviePage: Hashable, Sendable {
    /// The page number, starting at 1.
    public let page: Int
    /// The rated movies on this page, in the service's order.
    public let results: [RatedMovie]
    /// How many pages the list has (0 or 1 when nothing is rated).
    public let totalPages: Int
    /// How many movies the session rated across all pages.
    public let totalResults: Int

    /// A page.
    public init(page: Int, results: [RatedMovie], totalPages: Int, totalResults: Int) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
    }

    /// Whether a page after this one exists.
    package var hasNextPage: Bool { page < totalPages }
}

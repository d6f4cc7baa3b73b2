/// One page of a movie list.
public struct MoviePage: Hashable, Sendable {
    /// The last page of any list TMDb serves: pages are 1 through 500. The one declaration of that limit; input
    /// is refused above it where it is parsed (`PageNumber(parsing:maximum:)`), and the TMDb adapter and the stub
    /// answer `rejected` for a page past it.
    public static let maximumPage = 500

    /// The page number, starting at 1.
    public let page: Int
    /// The movies on this page, in the service's order.
    public let results: [MoviePreview]
    /// How many pages the list has (0 or 1 for a search without hits).
    public let totalPages: Int
    /// How many movies the list has across all pages.
    public let totalResults: Int

    /// A page.
    public init(page: Int, results: [MoviePreview], totalPages: Int, totalResults: Int) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
    }

    /// Whether a page after this one exists.
    package var hasNextPage: Bool { page < totalPages }
}

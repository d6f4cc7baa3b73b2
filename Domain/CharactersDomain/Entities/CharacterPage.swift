/// One page of characters, 20 at most.
public struct CharacterPage: Hashable, Sendable {
    /// The page number, starting at 1.
    public let page: Int
    /// How many pages the (filtered) list has; 0 when nothing matches.
    public let totalPages: Int
    /// How many characters the (filtered) list has across all pages.
    public let totalCount: Int
    /// The characters on this page, in the API's order (ascending id).
    public let results: [SeriesCharacter]

    /// A page.
    public init(page: Int, totalPages: Int, totalCount: Int, results: [SeriesCharacter]) {
        self.page = page
        self.totalPages = totalPages
        self.totalCount = totalCount
        self.results = results
    }

    /// Whether a page after this one exists.
    package var hasNextPage: Bool { page < totalPages }

    /// The page a filter with no match gives: no characters, no pages.
    public static func empty(page: Int) -> CharacterPage {
        CharacterPage(page: page, totalPages: 0, totalCount: 0, results: [])
    }
}

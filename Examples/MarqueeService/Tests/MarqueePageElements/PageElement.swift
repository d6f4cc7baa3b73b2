import UITestKit

/// The elements of one screen of the service's pages, as a robot finds them (UITestKit's `ScreenElement`: by
/// `data-testid`, spelled `screen.element` (`movieDetails.title`), or `screen.element.key` for one of many
/// (`movieList.row.550`)), plus the header's links every Marquee page has.
///
/// Every identifier a robot uses is a case of its screen's element type, so the whole vocabulary can be listed
/// (`testIDs`) and checked against the templates without a browser (`PageElementTests` in MarqueeServiceTests):
/// an identifier no template carries fails there, not as a timeout in a UI test.
package protocol PageElement: ScreenElement {
    /// The header's link to the popular movies.
    static var navMovies: Self { get }
    /// The header's link to the characters.
    static var navCharacters: Self { get }
}

/// A screen with an error state: a message, perhaps how long to wait, and "Try again" (or "Start over").
package protocol RecoverablePageElement: PageElement {
    /// The error state.
    static var error: Self { get }
    /// How long the upstream asked us to wait, when it said so.
    static var retryAfter: Self { get }
    /// "Try again": the same address once more.
    static var tryAgain: Self { get }
    /// "Start over": the page without what a bad address asked for.
    static var startOver: Self { get }
    /// The content an error state must not show (a list's rows, a details page's heading); a keyed element counts
    /// every element with that prefix.
    static var content: Self { get }
}

/// A paged list: rows by id, an empty state, and links between pages.
package protocol ListPageElement: RecoverablePageElement {
    /// A row, keyed by the item's id.
    static var row: Self { get }
    /// The empty state.
    static var empty: Self { get }
    /// The next page's link.
    static var nextPage: Self { get }
    /// The previous page's link.
    static var previousPage: Self { get }
    /// `Page N of M`.
    static var pageIndicator: Self { get }
}

/// One item's page, with a link back to its list.
package protocol DetailsPageElement: RecoverablePageElement {
    /// The link back to the list.
    static var backToList: Self { get }
}

import Foundation

/// What drives the pages a ``UITestApp`` shows: a browser through WebDriver (`WebDriverSession`), or the HTML
/// driver (``HTMLDriver``: HTTP requests and libxml2's parse of each page, no browser). ``UITestApp``'s primitives
/// (waits, checks, actions, audits) are written once against this; ``UITestDriver`` picks the driver.
///
/// Every element is named by an `ElementReference` that the driver's own ``look(_:)`` or
/// ``elements(matching:)`` handed out, valid while the page it was found on is shown.
protocol PageDriver: Sendable {
    /// Which driver this is.
    var kind: UITestDriver { get }
    /// Loads `url` as typing an address would, and waits until the page finished loading.
    func navigate(to url: URL) async throws
    /// The browser's Back button.
    func back() async throws
    /// The browser's Reload button.
    func refresh() async throws
    /// One look at the page for a robot's wait or check (``ElementQuery``).
    func look(_ query: ElementQuery) async throws -> ElementQuery.Answer
    /// The elements matching a CSS selector, in document order.
    func elements(matching selector: String) async throws -> [ElementReference]
    /// Clicks `element`; `navigates` says the robot expects a new page (a driver that knows at once that none
    /// comes may refuse).
    func click(_ element: ElementReference, navigates: Bool) async throws
    /// Empties the text field `element`.
    func clear(_ element: ElementReference) async throws
    /// Types `text` at the end of the text field `element`.
    func type(_ text: String, into element: ElementReference) async throws
    /// The address of the page shown now.
    func currentURL() async throws -> String
    /// The page's HTML.
    func pageSource() async throws -> String
    /// Marks the document shown now with `mark`, which the next document does not carry.
    func markDocument(_ mark: String) async throws
    /// Whether a document without `mark` replaced the marked one and finished loading.
    func isNewDocument(replacing mark: String) async throws -> Bool
}

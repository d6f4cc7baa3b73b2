import Testing
import UITestKit

/// `/books/{id}`: one book, or the error state.
struct BookDetailsRobot: Robot {
    /// The details' `data-testid`s: `bookDetails.screen`, `bookDetails.title`, …
    enum Element: String, ScreenElement {
        case screen, title, author, year, summary, noSummary, back, error, tryAgain
        static let screenName = "bookDetails"
    }

    let app: UITestApp

    /// Opens the details of the book numbered `id` by its address.
    static func open(
        id: Int, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws
        -> Self
    {
        try await open("/books/\(id)", in: app, sourceLocation: sourceLocation)
    }

    /// Presents the details page alone from `model` (`{"book": …}` or `{"error": true}`), without the source.
    static func present(
        _ model: some Encodable, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await present(page: screen, model: model, in: app, sourceLocation: sourceLocation)
    }

    /// The page's own "Back to all books" link.
    func backToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> BookListRobot {
        try await tap(.back, to: BookListRobot.self, sourceLocation: sourceLocation)
    }

    /// Waits until the page shows the book `title` by `author`, first published in `year`.
    @discardableResult
    func checkBook(
        title: String, author: String, year: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText(.title, is: title, sourceLocation: sourceLocation)
            .checkText(.author, is: author, sourceLocation: sourceLocation)
            .checkText(.year, is: "\(year)", sourceLocation: sourceLocation)
    }

    /// Waits until the summary contains `part`.
    @discardableResult
    func checkSummary(contains part: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.summary, contains: part, sourceLocation: sourceLocation)
    }

    /// Waits until the page says the book has no summary.
    @discardableResult
    func checkNoSummary(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed(.noSummary, sourceLocation: sourceLocation)
            .checkAbsent(.summary, sourceLocation: sourceLocation)
    }

    /// Waits until the page shows its error state instead of a book.
    @discardableResult
    func checkUnavailable(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.error, contains: "could not read the shelf", sourceLocation: sourceLocation)
            .checkDisplayed(.tryAgain, sourceLocation: sourceLocation)
            .checkAbsent(.title, sourceLocation: sourceLocation)
    }
}

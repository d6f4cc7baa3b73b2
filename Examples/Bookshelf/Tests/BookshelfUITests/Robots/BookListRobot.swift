import Testing
import UITestKit

/// `/books`: the shelf, its empty state and its error state.
struct BookListRobot: Robot {
    /// The list's `data-testid`s: `bookList.screen`, `bookList.row.2` (the link to book 2), …
    enum Element: String, ScreenElement {
        case screen, row, author, empty, error, tryAgain
        static let screenName = "bookList"
    }

    let app: UITestApp

    /// Opens the list by its address.
    static func open(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await open("/books", in: app, sourceLocation: sourceLocation)
    }

    /// Opens the details of the book numbered `id` from its row.
    func openBook(_ id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> BookDetailsRobot {
        try await tap(.row, key: "\(id)", to: BookDetailsRobot.self, sourceLocation: sourceLocation)
    }

    /// The error state's "Try again": the list loaded again.
    func tryAgain(sourceLocation: SourceLocation = #_sourceLocation) async throws -> BookListRobot {
        try await tap(.tryAgain, to: BookListRobot.self, sourceLocation: sourceLocation)
    }

    /// Waits until the list has `count` books.
    @discardableResult
    func checkBookCount(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkCount(of: .row, is: count, sourceLocation: sourceLocation)
    }

    /// Waits until the row of book `id` shows `title` by `author`.
    @discardableResult
    func checkBook(
        _ id: Int, title: String, author: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkText(.row, key: "\(id)", is: title, sourceLocation: sourceLocation)
            .checkText(.author, key: "\(id)", is: author, sourceLocation: sourceLocation)
    }

    /// Waits until the list says the shelf is empty.
    @discardableResult
    func checkEmpty(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkDisplayed(.empty, sourceLocation: sourceLocation)
            .checkBookCount(0, sourceLocation: sourceLocation)
    }

    /// Waits until the list shows its error state, with no book.
    @discardableResult
    func checkUnavailable(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.error, contains: "could not read the shelf", sourceLocation: sourceLocation)
            .checkDisplayed(.tryAgain, sourceLocation: sourceLocation)
            .checkBookCount(0, sourceLocation: sourceLocation)
    }
}

/// The pages' view models: flat structs of stored properties, which is what mustache sees (it reads through
/// `Mirror`). Every field is text the template escapes. `screen` names the page for robots: its identifiers are
/// `<screen>.<element>`, `data-testid="<screen>.screen"` on its `<main>`.

/// `/books`: the shelf, its empty state or its error state.
struct BookListPage: Sendable {
    let documentTitle = "Books"
    let screen = "bookList"
    let error: ErrorState?
    let isEmpty: Bool
    let hasRows: Bool
    let rows: [Row]

    /// One book in the list, linking to its details.
    struct Row: Sendable {
        let id: Int
        let title: String
        let author: String
        let year: Int
    }

    init(books: [Book]) {
        error = nil
        isEmpty = books.isEmpty
        hasRows = !books.isEmpty
        rows = books.map { Row(id: $0.id, title: $0.title, author: $0.author, year: $0.year) }
    }

    init(error: ErrorState) {
        self.error = error
        isEmpty = false
        hasRows = false
        rows = []
    }
}

/// `/books/{id}`: one book, or the error state.
struct BookDetailsPage: Sendable {
    let documentTitle: String
    let screen = "bookDetails"
    let error: ErrorState?
    let book: BookView?

    /// The book's fields; a missing summary says so.
    struct BookView: Sendable {
        let title: String
        let author: String
        let year: Int
        let hasSummary: Bool
        let summary: String
    }

    init(book: Book) {
        documentTitle = book.title
        error = nil
        self.book = BookView(
            title: book.title, author: book.author, year: book.year, hasSummary: book.summary != nil,
            summary: book.summary ?? "")
    }

    init(error: ErrorState) {
        documentTitle = "Book"
        self.error = error
        book = nil
    }
}

/// The error state of a page whose book source failed: what happened, in words for a person, and a way to try
/// again.
struct ErrorState: Sendable {
    let heading = "The books are unavailable"
    let message = "We could not read the shelf just now. Please try again in a moment."
    /// The page to load again.
    let retryPath: String
}

/// A page that only says something: the not-found page (404) and the bad-address page (400).
struct MessagePage: Sendable {
    let documentTitle: String
    let screen: String
    let heading: String
    let message: String

    /// Nothing is at this address, or no book has this number.
    static func notFound(_ message: String) -> MessagePage {
        MessagePage(documentTitle: "Not found", screen: "notFound", heading: "Not found", message: message)
    }

    /// The address asks for something that cannot exist (a book number that is no number).
    static func badAddress(_ message: String) -> MessagePage {
        MessagePage(
            documentTitle: "Bad address", screen: "badAddress", heading: "This address is not valid",
            message: message)
    }
}

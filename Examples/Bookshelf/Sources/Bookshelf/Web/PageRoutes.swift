import Hummingbird
import Logging

/// The two pages, read through the ``BookSource`` port:
///
/// - `GET /` redirects to `/books`;
/// - `GET /books`: the list (200), its empty state, or its error state when the source fails (503);
/// - `GET /books/{id}`: one book (200); an id that is no positive number is the bad-address page (400), a number
///   no book has is the not-found page (404), a failing source the error state (503).
///
/// A source failure's reason goes to the log, never to the page.
struct PageRoutes: Sendable {
    let source: any BookSource
    let templates: PageTemplates
    let logger: Logger

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: "/books"]) }
        router.get("books") { _, _ in await list() }
        router.get("books/:id") { _, context in await details(id: context.parameters.get("id") ?? "") }
    }

    func list() async -> Response {
        do {
            return html(BookListPage(books: try await source.allBooks()), template: "book-list")
        } catch {
            logger.error("the book list failed", metadata: ["reason": "\(error)"])
            return html(
                BookListPage(error: ErrorState(retryPath: "/books")), template: "book-list",
                status: .serviceUnavailable)
        }
    }

    func details(id text: String) async -> Response {
        guard let id = Int(text), id >= 1 else {
            return message(.badAddress("A book's number is a whole number from 1 up, not \"\(text)\"."), .badRequest)
        }
        do {
            guard let book = try await source.book(id: id) else {
                return message(.notFound("No book has the number \(id)."), .notFound)
            }
            return html(BookDetailsPage(book: book), template: "book-details")
        } catch {
            logger.error("the book details failed", metadata: ["id": "\(id)", "reason": "\(error)"])
            return html(
                BookDetailsPage(error: ErrorState(retryPath: "/books/\(id)")), template: "book-details",
                status: .serviceUnavailable)
        }
    }

    /// The not-found page for an address nothing serves.
    func notFound() -> Response {
        message(.notFound("Nothing is at this address."), .notFound)
    }

    private func message(_ page: MessagePage, _ status: HTTPResponse.Status) -> Response {
        html(page, template: "message", status: status)
    }

    /// `page` rendered with `template`, as an HTML answer.
    func html(_ page: some Sendable, template: String, status: HTTPResponse.Status = .ok) -> Response {
        .html(render(page, template: template), status: status)
    }

    /// `page`'s HTML, rendered with `template`.
    func render(_ page: some Sendable, template: String) -> String {
        templates.render(page, template: template)
    }
}

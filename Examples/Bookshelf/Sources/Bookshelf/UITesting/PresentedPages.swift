import Foundation
import Synchronization

/// One page presented alone, for `/__uitest/present/{page}`: a test puts the page's view model as JSON and opens the
/// page rendered from it, with the template its real route uses, without driving the service there and without
/// the book source. The pages and their models:
///
/// - `bookList`: `{"books": [<book>, …]}` (the list, or its empty state for `[]`), or `{"error": true}`;
/// - `bookDetails`: `{"book": <book>}`, or `{"error": true}`.
///
/// A book reads as in a scenario. An unknown page is ``PresentError/unknownPage(_:)``; a model that does not read is
/// ``PresentError/invalidModel(_:)``, naming the field.
final class PresentedPages: Sendable {
    /// The pages that can be presented.
    static let names = ["bookList", "bookDetails"]

    private let routes: PageRoutes
    private let models = Mutex<[String: Model]>([:])

    init(routes: PageRoutes) {
        self.routes = routes
    }

    /// Reads `body` as the model of `page`; from now on ``html(of:)`` renders it.
    func put(_ body: Data, as page: String) throws(PresentError) {
        guard Self.names.contains(page) else { throw .unknownPage(page) }
        let model: Model
        do {
            model =
                page == "bookList"
                ? .list(try JSONReading.decode(ListModel.self, from: body).page)
                : .details(try JSONReading.decode(DetailsModel.self, from: body).page)
        } catch {
            throw .invalidModel(error)
        }
        models.withLock { $0[page] = model }
    }

    /// `page` rendered from the model last put, or `nil` when none was.
    func html(of page: String) -> String? {
        switch models.withLock({ $0[page] }) {
        case .list(let model): routes.render(model, template: "book-list")
        case .details(let model): routes.render(model, template: "book-details")
        case nil: nil
        }
    }

    private enum Model: Sendable {
        case list(BookListPage)
        case details(BookDetailsPage)
    }

    private struct ListModel: Decodable {
        let page: BookListPage

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            page =
                try container.decodeIfPresent(Bool.self, forKey: .error) == true
                ? BookListPage(error: ErrorState(retryPath: "/books"))
                : BookListPage(books: try Book.decodeShelf(.books, in: container))
        }

        enum CodingKeys: String, CodingKey { case books, error }
    }

    private struct DetailsModel: Decodable {
        let page: BookDetailsPage

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            page =
                try container.decodeIfPresent(Bool.self, forKey: .error) == true
                ? BookDetailsPage(error: ErrorState(retryPath: "/books"))
                : BookDetailsPage(book: try container.decode(Book.self, forKey: .book))
        }

        enum CodingKeys: String, CodingKey { case book, error }
    }
}

/// Why a presented page's model was refused.
enum PresentError: Error, Sendable, CustomStringConvertible {
    /// No page of this name can be presented (404).
    case unknownPage(String)
    /// The model does not read (400).
    case invalidModel(JSONReadingError)

    var description: String {
        switch self {
        case .unknownPage(let page):
            "no page is named \"\(page)\" (pages: \(PresentedPages.names.joined(separator: ", ")))"
        case .invalidModel(let error): "the page model does not read: \(error)"
        }
    }
}

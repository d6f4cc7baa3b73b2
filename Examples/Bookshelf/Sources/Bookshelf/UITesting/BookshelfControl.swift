import Foundation
import UITestScenario

/// The `/__uitest/` control of `-uitest` (Marquee's `UITestControl`: scenario, calls, reset), with the pages
/// presented alone from a view model: `bookList` takes `{"books": [<book>, …]}` or `{"error": true}`;
/// `bookDetails` takes `{"book": <book>}` or `{"error": true}`.
enum BookshelfControl {
    static func control(world: StubWorld, pages: PageRoutes) -> UITestControl {
        let retry = ErrorState(retryPath: "/books")
        return UITestControl(
            world: world,
            presenting: [
                "bookList": { body in
                    let model = try JSONReading.decode(Model.self, from: body)
                    let page = model.error == true ? BookListPage(error: retry) : BookListPage(books: model.books ?? [])
                    return pages.render(page, template: "book-list")
                },
                "bookDetails": { body in
                    let model = try JSONReading.decode(Model.self, from: body)
                    guard model.error != true else {
                        return pages.render(BookDetailsPage(error: retry), template: "book-details")
                    }
                    guard let book = model.book else { throw JSONReadingError(path: "book", problem: "missing") }
                    return pages.render(BookDetailsPage(book: book), template: "book-details")
                },
            ])
    }

    private struct Model: Decodable {
        let error: Bool?
        let books: [Book]?
        let book: Book?
    }
}

import Testing
import UITestScenario

@testable import Bookshelf

@Suite("/__uitest/present: one page rendered alone from a view model")
struct PresentTests {
    @Test("A details model put renders with the real template, without the source being asked")
    func presentDetails() async throws {
        try await withService(.uiTest(.serverError)) { client in
            // Given a book model with a long title and no summary
            let title = String(repeating: "Very long title ", count: 20) + "<end>"
            let model = #"{"book": {"id": 9, "title": "\#(title)", "author": "Long & Winding", "year": 1}}"#

            // When it is put and its page opened
            let put = try await send(.put, "/__uitest/present/bookDetails", body: model, on: client)
            let page = try await get("/__uitest/present/bookDetails", on: client)

            // Then the page shows it, escaped, and the source was never called
            #expect(put.status == 204)
            #expect(page.status == 200)
            #expect(page.contentType == "text/html; charset=utf-8")
            #expect(page.body.contains("data-testid=\"bookDetails.screen\""))
            #expect(page.body.contains("&lt;end&gt;</h1>"))
            #expect(page.body.contains("data-testid=\"bookDetails.noSummary\""))
            let calls = try await get("/__uitest/calls", on: client).body
            #expect(calls.contains("\"calls\":[]"))
        }
    }

    @Test(
        "A list model renders the rows, the empty state or the error state",
        arguments: [
            (#"{"books": [{"id": 3, "title": "Three", "author": "C", "year": 3}]}"#, "bookList.row.3"),
            (#"{"books": []}"#, "bookList.empty"),
            (#"{"error": true}"#, "bookList.tryAgain"),
        ])
    func presentList(model: String, testID: String) async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let put = try await send(.put, "/__uitest/present/bookList", body: model, on: client)
            let page = try await get("/__uitest/present/bookList", on: client)

            #expect(put.status == 204)
            #expect(page.body.contains("data-testid=\"\(testID)\""))
        }
    }

    @Test("An unknown page is a 404 problem, a model that does not read a 400 naming the field, none put a 404")
    func refused() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let unknown = try await send(.put, "/__uitest/present/cart", body: "{}", on: client)
            let invalid = try await send(
                .put, "/__uitest/present/bookDetails", body: #"{"book": {"id": 1, "title": "T", "year": 1}}"#,
                on: client)
            let notPut = try await get("/__uitest/present/bookList", on: client)

            #expect(unknown.status == 404)
            #expect(
                try unknown.json()["detail"] as? String == #"no page is named "cart" (pages: bookDetails, bookList)"#)
            #expect(invalid.status == 400)
            #expect(try invalid.json()["detail"] as? String == "the page model does not read: book.author: missing")
            #expect(notPut.status == 404)
            #expect(notPut.contentType == "application/problem+json")
        }
    }
}

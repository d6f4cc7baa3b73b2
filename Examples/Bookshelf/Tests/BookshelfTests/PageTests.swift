import Testing
import UITestScenario

@testable import Bookshelf

@Suite("The pages on stub books")
struct PageTests {
    @Test("The list shows every book of the scenario, linked to its details, with its text escaped")
    func listShowsEveryBook() async throws {
        // Given the happyPath scenario
        try await withService(.uiTest(.happyPath)) { client in
            // When the list is asked for
            let answer = try await get("/books", on: client)

            // Then every book is a row linking to its details, and markup in a title is text
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/html; charset=utf-8")
            #expect(answer.body.components(separatedBy: "data-testid=\"bookList.row.").count == 5)
            #expect(answer.body.contains("<a href=\"/books/2\" data-testid=\"bookList.row.2\">Moby-Dick</a>"))
            #expect(answer.body.contains("&lt;Tags&gt; &amp; &quot;Quotes&quot;: A Field Guide"))
            #expect(answer.body.contains("O&#39;Brien &amp; Sons"))
            #expect(!answer.body.contains("<Tags>"))
            #expect(answer.body.contains("data-testid=\"bookList.screen\""))
        }
    }

    @Test("The root address sends the browser to the list")
    func rootRedirects() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let answer = try await get("/", on: client)

            #expect(answer.status == 303)
            #expect(answer.location == "/books")
        }
    }

    @Test("An empty shelf shows the empty state, not an empty list")
    func emptyState() async throws {
        try await withService(.uiTest(try Scenario.parse("empty"))) { client in
            let answer = try await get("/books", on: client)

            #expect(answer.status == 200)
            #expect(answer.body.contains("data-testid=\"bookList.empty\""))
            #expect(!answer.body.contains("bookList.row"))
        }
    }

    @Test("The details page shows the book's fields, escaped, and a way back")
    func detailsShowTheBook() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let answer = try await get("/books/3", on: client)

            #expect(answer.status == 200)
            #expect(answer.body.contains("<title>&lt;Tags&gt; &amp; &quot;Quotes&quot;: A Field Guide · Bookshelf"))
            #expect(answer.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!answer.body.contains("<script>"))
            #expect(answer.body.contains("data-testid=\"bookDetails.back\""))
        }
    }

    @Test("A book without a summary says so")
    func noSummary() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let answer = try await get("/books/4", on: client)

            #expect(answer.body.contains("data-testid=\"bookDetails.noSummary\""))
            #expect(!answer.body.contains("data-testid=\"bookDetails.summary\""))
        }
    }

    @Test(
        "When the source fails, both pages show the error state with a retry link, as 503",
        arguments: [("/books", "bookList"), ("/books/2", "bookDetails")])
    func errorState(path: String, screen: String) async throws {
        try await withService(.uiTest(.serverError)) { client in
            let answer = try await get(path, on: client)

            #expect(answer.status == 503)
            #expect(answer.body.contains("data-testid=\"\(screen).error\""))
            #expect(answer.body.contains("<a href=\"\(path)\" data-testid=\"\(screen).tryAgain\">Try again</a>"))
            #expect(!answer.body.contains("simulates"), "the reason stays in the log")
        }
    }

    @Test("A book number that is no positive number is a 400 page naming it", arguments: ["abc", "0", "-3", "1.5"])
    func badBookNumber(id: String) async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let answer = try await get("/books/\(id)", on: client)

            #expect(answer.status == 400)
            #expect(answer.body.contains("data-testid=\"badAddress.screen\""))
            #expect(answer.body.contains("not &quot;\(id)&quot;"))
        }
    }

    @Test("A number no book has, and an address nothing serves, are the 404 page", arguments: ["/books/99", "/nope"])
    func notFound(path: String) async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let answer = try await get(path, on: client)

            #expect(answer.status == 404)
            #expect(answer.contentType == "text/html; charset=utf-8")
            #expect(answer.body.contains("data-testid=\"notFound.screen\""))
        }
    }

    @Test("Every page is a whole document in English with a title and one main landmark")
    func wholeDocuments() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            for path in ["/books", "/books/1", "/books/x", "/books/99"] {
                let body = try await get(path, on: client).body

                #expect(body.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(path)")
                #expect(body.contains("<title>"), "\(path)")
                #expect(body.components(separatedBy: "<main ").count == 2, "\(path)")
                #expect(body.hasSuffix("</html>\n"), "\(path)")
            }
        }
    }
}

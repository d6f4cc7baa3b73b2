import Testing
import UITestKit
import UITestScenario

@testable import Bookshelf

@Suite("Bookshelf in a browser: the list and a book's details")
struct BookFlowUITests {
    @Test("The list opens a book's details, Back returns to the list, and the details link back to it")
    func listToDetailsAndBack() async {
        await UITest.launch(.bookshelf("happyPath"), label: "happyPath") { app in
            // Given the happyPath shelf
            let list = try await BookListRobot.open(in: app)
                .checkBookCount(4)
                .checkBook(3, title: #"<Tags> & "Quotes": A Field Guide"#, author: "O'Brien & Sons")

            // When a person opens Moby-Dick, goes Back, then opens the book without a summary and follows its link
            try await list.openBook(2)
                .checkBook(title: "Moby-Dick", author: "Herman Melville", year: 1851)
                .checkSummary(contains: "white whale")
                .goBack(to: BookListRobot.self)
                .checkBookCount(4)
                .openBook(4)
                .checkNoSummary()
                .backToList()
                .checkBook(1, title: "Pride and Prejudice", author: "Jane Austen")

            // Then the pages asked the source for those two books
            try await app.stubs.checkCall(BookCall.book(id: 2), to: StubBookSource.port.name)
            try await app.stubs.checkCall(BookCall.book(id: 4), to: StubBookSource.port.name)
        }
    }

    @Test("A test's own books, given at launch as inline JSON, are the list")
    func ownBooksAtLaunch() async throws {
        let scenario = Scenario.happyPath.serving(
            [Book(id: 42, title: "Only This One", author: "A. Tester", year: 2026)], as: StubBookSource.books)

        await UITest.launch(.bookshelf(scenario), label: "one book") { app in
            try await BookListRobot.open(in: app)
                .checkBookCount(1)
                .checkBook(42, title: "Only This One", author: "A. Tester")
                .openBook(42)
                .checkNoSummary()
        }
    }

    @Test("A book overridden to not found is the not-found page, while the list still lists; the stub saw the lookup")
    func methodOverride() async throws {
        let scenario = Scenario.happyPath.overriding("book", of: StubBookSource.port, with: .notFound)

        await UITest.launch(.bookshelf(scenario), label: "book notFound") { app in
            try await BookListRobot.open(in: app).checkBookCount(4)
            try await NotFoundRobot.open("/books/2", in: app).checkMessage(contains: "2")

            try await app.stubs.checkCalls(
                to: StubBookSource.port.name, are: [BookCall.allBooks, .book(id: 2)])
        }
    }
}

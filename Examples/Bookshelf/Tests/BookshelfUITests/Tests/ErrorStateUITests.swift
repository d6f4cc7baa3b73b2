import Testing
import UITestKit

@testable import Bookshelf

@Suite("Bookshelf in a browser: the states a failing or empty source shows, audited")
struct ErrorStateUITests {
    @Test("When the source is unavailable, both pages show the error state, and each passes the axe-core audit")
    func unavailable() async {
        await UITest.launch(.bookshelf("serverError"), label: "serverError") { app in
            // When both pages are opened on a source that fails
            try await BookListRobot.open(in: app).checkUnavailable()
            try await BookDetailsRobot.open(id: 1, in: app).checkUnavailable()

            // Then both error states were audited on arrival (a serious violation would have failed the test)
            #expect(app.auditedStates.count == 2, "both pages were audited, here or by an earlier test of the run")
            try await app.stubs.checkCalls(
                to: StubBookSource.port.name, are: [BookCall.allBooks, .book(id: 1)])
        }
    }

    @Test("An empty shelf says so, audited")
    func empty() async {
        await UITest.launch(.bookshelf("empty"), label: "empty") { app in
            try await BookListRobot.open(in: app).checkEmpty()
        }
    }
}

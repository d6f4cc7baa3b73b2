import Testing
import UITestKit

@testable import Bookshelf

@Suite("Bookshelf in a browser: one page presented alone from a view model")
struct PresentedPageUITests {
    @Test("A book with a very long title and no summary fits a narrow phone's width, audited")
    func longTitleOnANarrowViewport() async {
        let title = Array(repeating: "A remarkably long title that keeps going", count: 6).joined(separator: ", ")
        let model = ["book": Book(id: 1, title: title, author: "Somebody Quite Verbose", year: 1999)]

        await UITest.launch(.bookshelf("happyPath"), label: "happyPath", viewport: .narrow) { app in
            try await BookDetailsRobot.present(model, in: app)
                .checkBook(title: title, author: "Somebody Quite Verbose", year: 1999)
                .checkNoSummary()
                .checkNoSidewaysScroll()

            // The page came from the model alone: the source was never asked
            try await app.stubs.checkCalls(to: StubBookSource.port.name, are: [BookCall]())
        }
    }
}

import Testing
import UITestKit
import UITestScenario

@testable import Bookshelf

@Suite("Bookshelf in a browser: a scenario switched mid-test through /__uitest/")
struct ScenarioSwitchUITests {
    @Test("Switched to serverError, the list fails on reload; switched to the test's own books, Try again shows them")
    func switchMidTest() async throws {
        let ownBooks = Scenario.happyPath.serving(
            [Book(id: 7, title: "Switched In", author: "Mid Test", year: 2000)], as: StubBookSource.books)

        await UITest.launch(.bookshelf("happyPath"), label: "happyPath") { app in
            // Given the list on the launch scenario
            let list = try await BookListRobot.open(in: app).checkBookCount(4)

            // When the source becomes unavailable, the same page loaded again shows the error state
            try await app.stubs.switchScenario(to: "serverError")
            let failing = try await list.reload().checkUnavailable()

            // And when the test's own books come back, Try again shows them
            try await app.stubs.switchScenario(to: ownBooks)
            try await failing.tryAgain()
                .checkBookCount(1)
                .checkBook(7, title: "Switched In", author: "Mid Test")

            // Then the stub saw only the last load since the last switch
            try await app.stubs.checkCalls(to: StubBookSource.port.name, are: [BookCall.allBooks])
        }
    }
}

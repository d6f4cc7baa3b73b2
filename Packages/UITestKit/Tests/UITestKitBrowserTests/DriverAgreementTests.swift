import Foundation
import MarqueeTestSupport
import Testing
@_spi(Plumbing) import UITestKit

/// The same robots on either driver (`UI_TEST_DRIVER`; CI runs this suite on both): where a page behaves
/// differently in a browser than a naive reading of its markup says, the HTML driver follows the browser, or refuses
/// at once with a message naming the element where the browser would just load no page.
@Suite("The HTML driver and the browser agree on the fixture's divergent page")
struct DriverAgreementTests {
    @Test("A button outside its form that names it with form= submits that form, its name and value included")
    func buttonNamingItsForm() async {
        await UITest.launch(FixtureService.launch()) { app in
            // Given the divergent page with a query typed
            let page = try await DivergentRobot.open(in: app)
            try await page.type("kit", into: .query)

            // When the button after the form, naming it, is tapped
            try await page.tapToNext(.owned)

            // Then the form was sent, with the button's name and value
            try await app.checkLocation(screen: "next", "/next?q=kit&from=outside") {
                $0.path == "/next" && $0.percentEncodedQuery == "q=kit&from=outside"
            }
        }
    }

    @Test(
        "Where a browser loads no page, a tap expecting one fails; on the HTML driver at once, naming the element",
        arguments: [
            (DivergentElement.orphan, "outside any form"), (.fragment, "a fragment of the page shown"),
            (.send, "is required and empty"),
        ])
    func noPage(element: DivergentElement, reason: String) async {
        await UITest.launch(FixtureService.launch(), label: element.rawValue) { app in
            // Given the divergent page, on a poller that gives up at once (no real wait on either driver)
            let page = try await DivergentRobot.open(in: app)
            let impatient = DivergentRobot(app: app.waiting(with: Self.impatient))

            // When the element is tapped, expecting the next page
            let failure = await #expect(throws: RobotFailure.self) { try await impatient.tapToNext(element) }

            // Then no page came: the browser's robot says it did not load one, the HTML driver names the element
            // and what a browser does
            if app.driverKind == .html {
                #expect(failure?.message.contains(#"data-testid="divergent.\#(element.rawValue)""#) == true)
                #expect(failure?.message.contains(reason) == true)
            } else {
                #expect(failure?.message.contains("did not load a new page") == true)
            }
            try await page.checkDisplayed(.screen)
        }
    }

    @Test(
        "On the HTML driver a failure bundle holds the page, every request of the test and no browser's files",
        .enabled(if: UITestEnvironment.current.driver == .html, "the HTML driver's bundle"))
    func htmlBundle() async throws {
        await withKnownIssue("the test fails on purpose, to leave a bundle") {
            await UITest.launch(FixtureService.launch(), label: "bundle") { app in
                try await HomeRobot.open(in: app).tapNext()
                throw RobotFailure(screen: "next", testID: nil, message: "planted", sourceLocation: #_sourceLocation)
            }
        }
        let folder = FailureBundle.folder(
            for: FailureBundle.testName(label: "bundle") + "/next", in: UITestEnvironment.current.buildDirectory)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
        #expect(Set(files).isSuperset(of: ["failure.txt", "page.html", "requests.txt", "service.log"]))
        #expect(!files.contains("screenshot.png"))
        let requests = try String(contentsOf: folder.appending(path: "requests.txt"), encoding: .utf8)
        #expect(requests.contains("GET http://") && requests.contains("/next"))
        let page = try String(contentsOf: folder.appending(path: "page.html"), encoding: .utf8)
        #expect(page.contains(#"data-testid="next.screen""#))
    }

    /// A poller that looks twice and gives up, on a clock whose every pause outlasts the timeout.
    static var impatient: Poller {
        Poller(clock: TestClock(timePassingPerSleep: { _ in Poller.defaultTimeout }))
    }
}

import Foundation
import MarqueeTestSupport
import Testing
@_spi(Plumbing) import UITestKit

@Suite("Robots in Chromium against the fixture's pages")
struct RobotTests {
    /// A poller for a check that must fail: on a test clock where each pause outlasts the timeout, it looks twice
    /// and gives up, without waiting for real.
    static var impatient: Poller {
        Poller(clock: TestClock(timePassingPerSleep: { _ in Poller.defaultTimeout }))
    }

    @Test("A robot opens a page, arrives, types, selects and taps through to the next page")
    func flow() async {
        await UITest.launch(FixtureService.launch()) { app in
            let home = try await HomeRobot.open(in: app)
                .checkText(.title, is: "Hello, kit")
            try await home.type("Ada", into: .name)
            try await home.checkValue("Ada", of: .name)
            try await home.select("L", in: .size)
            try await home.checkValue("L", of: .size)
            try await home.tapNext()
                .checkText(.title, contains: "next")
                .checkCount(of: .row, is: 2)
                .goBack(to: HomeRobot.self)
                .checkDisplayed(.next)
            #expect(app.auditedStates.count == 3)
        }
    }

    @Test("An attribute check reads the attribute: a value, a whole token of a list, a failure saying what it held")
    func attributes() async {
        await UITest.launch(FixtureService.launch()) { app in
            try await HomeRobot.open(in: app)
                .checkAttribute("id", of: .name, is: "name")
                .checkAttribute("aria-describedby", of: .name, includes: "name-hint")
            // A token is a whole word of the list: `name` is not `name-hint`; the failure says what the list held.
            // (Checked on a clock whose every pause outlasts the timeout: the failure comes at once, never after
            // a real wait.)
            let failure = await #expect(throws: RobotFailure.self) {
                try await HomeRobot(app: app.waiting(with: Self.impatient))
                    .checkAttribute("aria-describedby", of: .name, includes: "name")
            }
            #expect(failure?.description.hasSuffix(#"but it was "name-hint""#) == true)
        }
    }

    @Test("A robot's failure names the test's file and line, the screen and the data-testid")
    func failureMessage() async {
        await UITest.launch(FixtureService.launch()) { app in
            try await HomeRobot.open(in: app)
            let impatient = HomeRobot(app: app.waiting(with: Self.impatient))
            let line = #line + 1
            let failure = await #expect(throws: RobotFailure.self) { try await impatient.checkAbsent(.title) }
            #expect(failure?.sourceLocation.fileID == #fileID)
            #expect(failure?.sourceLocation.line == line)
            #expect(failure?.screen == "home")
            #expect(failure?.testID == "home.title")
            #expect(
                failure?.description
                    == #"home [data-testid="home.title"]: expected no such element, but the page has one"#)
        }
    }

    @Test(
        "Arriving at a page audits it with axe-core, and a planted violation fails with its rule",
        .browserOnly("axe-core"))
    func auditFindsViolation() async {
        await UITest.launch(FixtureService.launch()) { app in
            let failure = await #expect(throws: RobotFailure.self) {
                try await InaccessibleRobot.open("/inaccessible", in: app)
            }
            #expect(failure?.screen == "inaccessible")
            #expect(failure?.message.contains("image-alt (critical)") == true)
            #expect(failure?.message.contains("inaccessible.picture") == true)
        }
    }

    @Test(
        "A page state another test audited is not audited again, and its violation still fails the next test",
        .browserOnly("axe-core"))
    func auditedOncePerRun() async {
        // Given a test that arrived at the planted violation, and at the home page, in the desktop viewport
        await UITest.launch(FixtureService.launch()) { app in
            _ = await #expect(throws: RobotFailure.self) { try await InaccessibleRobot.open("/inaccessible", in: app) }
            try await HomeRobot.open(in: app)
        }

        // When another test of the process arrives at both
        await UITest.launch(FixtureService.launch()) { app in
            let failure = await #expect(throws: RobotFailure.self) {
                try await InaccessibleRobot.open("/inaccessible", in: app)
            }
            try await HomeRobot.open(in: app)

            // Then neither is audited again, and the violation fails it as it failed the first
            #expect(app.auditCount == 0)
            #expect(
                app.auditedStates.allSatisfy { $0.hasSuffix("(audited by an earlier test)") }, "\(app.auditedStates)")
            #expect(failure?.message.contains("image-alt (critical)") == true)
        }

        // And in another viewport, the same markup is audited on its own
        await UITest.launch(FixtureService.launch(), viewport: .init(width: 1111, height: 700)) { app in
            try await HomeRobot.open(in: app)
            #expect(app.auditCount == 1)
        }
    }

    @Test(
        "A robot sees an element displayed exactly when WebDriver's isDisplayed does, and its text as Get Element Text",
        .browserOnly("WebDriver's own isDisplayed and Get Element Text"))
    func displayedAsWebDriverSays() async {
        await UITest.launch(FixtureService.launch()) { app in
            // Given a page of elements shown and hidden in many ways (not arrived at: no audit)
            try await app.open("/visibility", screen: "visibility")
            try await app.checkDisplayed("visibility.screen", screen: "visibility")
            let impatient = app.waiting(with: Self.impatient)
            for element in Self.visibilityElements {
                let testID = "visibility.\(element)"
                let reference = try #require(
                    try await app.session.elements(matching: "[data-testid=\"\(testID)\"]").first)
                // When WebDriver's own commands and the robot's look each decide
                let displayed = try await app.session.isDisplayed(reference)
                let robotSawIt = await (try? impatient.checkDisplayed(testID, screen: "visibility")) != nil
                // Then they agree, and a displayed element's text reads the same
                #expect(robotSawIt == displayed, "\(testID): WebDriver says displayed \(displayed)")
                if displayed {
                    let text = try await app.session.text(of: reference).trimmingCharacters(in: .whitespacesAndNewlines)
                    try await impatient.check(text: testID, screen: "visibility", "\"\(text)\"") { $0 == text }
                }
            }
        }
    }

    /// The elements of the fixture's visibility page, after `visibility.`.
    static let visibilityElements = [
        "title", "lines", "displayNone", "inHidden", "visibilityHidden", "transparent", "inTransparent", "empty",
        "zeroWithText", "zeroClipped", "select", "option", "hiddenOption", "hiddenInput",
    ]

    @Test("One page, presented alone from a posted view model, in one call")
    func present() async {
        await UITest.launch(FixtureService.launch()) { app in
            try await GreetingRobot.present(page: "greeting", model: Greeting(title: "Hi <there>"), in: app)
                .checkText(.title, is: "Hi <there>")
            try await app.present(page: "greeting", model: Greeting(title: "Again"))
            try await GreetingRobot.arrive(in: app).checkText(.title, is: "Again")
        }
    }
}

import Foundation
import Testing
@_spi(Plumbing) import UITestKit

@Suite("Tests on one shared service, each in a UI-test session of its own", .uiTestShard)
struct SharedServiceTests {
    @Test("Two tests side by side share one service process, and each sees only its own session's scenario")
    func sessionsApart() async {
        // Given two tests launched at the same time on the shared fixture, one on `alpha` and one on `beta`
        let processes = ProcessesSeen()
        await withTaskGroup(of: Void.self) { group in
            for scenario in ["alpha", "beta"] {
                group.addTask {
                    await UITest.launch(sharing: FixtureService.launch(), scenario: scenario, label: scenario) { app in
                        // When each opens its session's page in its browser, and asks the control
                        _ = try await SessionRobot.open("/session", in: app)
                            .checkText(.scenario, is: scenario)
                        let reported = try await app.stubs.scenarioJSON()
                        // Then each sees its own scenario, through the cookie and through the header
                        #expect(reported.contains(#""name":"\#(scenario)""#))
                        #expect(app.stubs.session != nil)
                        await processes.note(scenario, app.service.process.processIdentifier)
                    }
                }
            }
        }
        // And both ran in one process
        let seen = await processes.byScenario
        #expect(seen.count == 2)
        #expect(Set(seen.values).count == 1)
    }

    @Test("Consecutive tests each carry only their own session, in whichever browser (a reused one's cookies deleted)")
    func consecutiveTests() async {
        // Given a test that ran on `first` and passed, leaving its browser to the next
        for scenario in ["first", "second"] {
            await UITest.launch(sharing: FixtureService.launch(), scenario: scenario, label: scenario) { app in
                // When the next test opens the session page
                _ = try await SessionRobot.open("/session", in: app)
                    // Then it shows the next test's scenario, not the first's
                    .checkText(.scenario, is: scenario)
            }
        }
    }

    @Test(
        "A reused browser carries no cookie of the test before it, even when that test left the service's site",
        .browserOnly("a reused browser"))
    func reusedBrowserForgetsCookies() async throws {
        // Given a viewport no other test uses, and a launch held open around the two tests below (when two pairs
        // may run at once), so that the browser the first gives back is still idle for the second to take
        let viewport = BrowserOptions.Viewport(width: 1000, height: 700)
        let variables = UITestEnvironment.current.variables
        let holding = PairGate.limit(from: variables) >= 2 && variables["UI_TEST_REUSE_BROWSERS"] != "0"
        let firstBrowser = BrowserID()
        let twoTests: @Sendable () async -> Void = {
            // And a passing test that planted a cookie on the service's host and ended on another page
            await UITest.launch(sharing: FixtureService.launch(), label: "planting", viewport: viewport) { app in
                _ = try await SessionRobot.open("/session", in: app)
                let _: String? = try await app.session.execute("document.cookie = 'planted=1; path=/'; return null;")
                try await app.session.navigate(to: try #require(URL(string: "about:blank")))
                await firstBrowser.note(app.session.id)
            }
            // When the next test opens a page of the service
            await UITest.launch(sharing: FixtureService.launch(), label: "reusing", viewport: viewport) { app in
                _ = try await SessionRobot.open("/session", in: app)
                let cookies: String = try await app.session.execute("return document.cookie;")
                // Then it runs in the same browser, which holds no cookie of the test before
                if holding { #expect(await firstBrowser.id == app.session.id) }
                #expect(!cookies.contains("planted"))
            }
        }
        if holding {
            await UITest.launch(sharing: FixtureService.launch(), label: "holding") { _ in await twoTests() }
        } else {
            await twoTests()
        }
    }
}

/// The browser session a test ran in.
private actor BrowserID {
    var id: String?

    func note(_ id: String) {
        self.id = id
    }
}

/// Which service process each test saw.
private actor ProcessesSeen {
    var byScenario: [String: Int32] = [:]

    func note(_ scenario: String, _ process: Int32) {
        byScenario[scenario] = process
    }
}

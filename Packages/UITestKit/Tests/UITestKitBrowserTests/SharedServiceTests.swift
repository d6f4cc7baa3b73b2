import Foundation
import Testing
import UITestKit

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
                        try await SessionRobot.open("/session", in: app)
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
                try await SessionRobot.open("/session", in: app)
                    // Then it shows the next test's scenario, not the first's
                    .checkText(.scenario, is: scenario)
            }
        }
    }
}

/// Which service process each test saw.
private actor ProcessesSeen {
    var byScenario: [String: Int32] = [:]

    func note(_ scenario: String, _ process: Int32) {
        byScenario[scenario] = process
    }
}

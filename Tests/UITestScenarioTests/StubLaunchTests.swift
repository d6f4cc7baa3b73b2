import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("StubLaunch: the stub switch of a service that is not Marquee, read from its launch arguments")
struct StubLaunchTests {
    @Test("-uitest with a scenario naming the service's port launches it; the rest is the service's own")
    func uiTest() throws {
        // When
        let launch = try StubLaunch(
            arguments: ["--port", "0", "-uitest", "-uitest-scenario", #"{"version": 2, "ports": {"Shelf": "empty"}}"#],
            stubbing: [StubShelf.self])

        // Then
        #expect(launch.scenario == Scenario.happyPath.overriding("Shelf", with: .empty))
        #expect(launch.remainingArguments == ["--port", "0"])
    }

    @Test("Without -uitest there is no scenario; -uitest alone is the happy path")
    func liveAndDefault() throws {
        #expect(try StubLaunch(arguments: ["--port", "0"], stubbing: [StubShelf.self]).scenario == nil)
        #expect(try StubLaunch(arguments: ["-uitest"], stubbing: [StubShelf.self]).scenario == .happyPath)
    }

    @Test(
        "Bad stub arguments are one line naming what is wrong",
        arguments: [
            (["-uitest-scenario", "empty"], "-uitest-scenario needs -uitest"),
            (["-uitest", "-uitest-scenario"], "-uitest-scenario needs a value"),
            (
                [
                    "-uitest", "-uitest-scenario",
                    #"{"version": 2, "ports": {"Shelf": {"methods": {"lend": "empty"}}}}"#,
                ],
                #"-uitest-scenario: unknown method "lend""#
            ),
        ])
    func refused(arguments: [String], message: String) {
        let error = #expect(throws: StubLaunchError.self) {
            try StubLaunch(arguments: arguments, stubbing: [StubShelf.self])
        }
        #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test(
        "A near miss of either switch is refused with marquee's hint, never passed on to the service",
        arguments: [
            (["--uitest"], "'--uitest' is not the stub switch; write -uitest exactly"),
            (["-UITest", "--port", "0"], "'-UITest' is not the stub switch"),
            (["-uitest=1"], "'-uitest=…' is not the stub switch"),
            (["-uitest", "--uitest-scenario", "empty"], "'--uitest-scenario' is not a launch option"),
            (["-uitest", "-uitest-scenario", "empty", "-uitest-scenario", "slow"], "-uitest-scenario is given more"),
            (["-uitest", "-uitest-scenario", "--port"], "-uitest-scenario needs a value"),
        ])
    func nearMisses(arguments: [String], message: String) {
        let error = #expect(throws: StubLaunchError.self) {
            try StubLaunch(arguments: arguments, stubbing: [StubShelf.self])
        }
        #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test("After -- every argument is the service's, a switch's spelling included")
    func afterDoubleDash() throws {
        // When
        let launch = try StubLaunch(arguments: ["-uitest", "--", "--uitest", "-uitest"], stubbing: [StubShelf.self])

        // Then
        #expect(launch.scenario == .happyPath)
        #expect(launch.remainingArguments == ["--", "--uitest", "-uitest"])
    }

    @Test("An unknown preset is offered only the presets the service's ports can serve")
    func presetsOffered() {
        let error = #expect(throws: StubLaunchError.self) {
            try StubLaunch(arguments: ["-uitest", "-uitest-scenario", "nope"], stubbing: [StubShelf.self])
        }
        #expect(error?.description.contains("slow)") == true, "\(String(describing: error))")
        #expect(error?.description.contains("episodesUnavailable") == false, "\(String(describing: error))")
        #expect(StubWorld.presetNames(for: [StubShelf.self]) == Scenario.presetNames)
    }
}

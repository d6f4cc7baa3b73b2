import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("A service's launch in two lines: StubLaunch.orExit, then StubWorlds for the scenario it read")
struct ServiceLaunchTests {
    @Test("The worlds of a launch serve its checked scenario, and refuse one the ports cannot serve")
    func worldsOfAScenario() throws {
        // Given
        let own = Scenario.happyPath.serving([ShelfBook(id: 7, title: "Held Out", year: 2026)], as: StubShelf.books)

        // When
        let worlds = try StubWorlds(scenario: own, stubbing: [StubShelf.self])
        let refused = #expect(throws: ScenarioError.self) {
            try StubWorlds(scenario: .happyPath.overriding("Library", with: .empty), stubbing: [StubShelf.self])
        }

        // Then
        #expect(worlds.launchWorld.stubs(StubShelf.self).stub.scenario == own)
        #expect(refused?.description.contains("Library") == true, "\(String(describing: refused))")
    }

    @Test("A launch that reads is returned, its scenario and the service's own arguments")
    func reads() {
        let launch = StubLaunch.orExit(
            "shelf-service", arguments: ["-uitest", "--port", "0"], stubbing: [StubShelf.self])
        #expect(launch.scenario == .happyPath)
        #expect(launch.remainingArguments == ["--port", "0"])
    }

    @Test("A launch that does not read is one line on standard error, naming the service, and exit status 2")
    func refuses() async throws {
        let result = await #expect(processExitsWith: .exitCode(2), observing: [\.standardErrorContent]) {
            _ = StubLaunch.orExit("shelf-service", arguments: ["--uitest"], stubbing: [StubShelf.self])
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.hasPrefix("shelf-service: "), "\(message)")
        #expect(message.filter { $0 == "\n" }.count == 1, "\(message)")
    }
}

import Testing
import UITestScenario

@Suite("A scenario's port names, checked against the ports wired")
struct ScenarioKnownPortsTests {
    @Test("Any port name parses; the check against the wired ports refuses an unknown one, naming it")
    func unknownPortIsRefusedByTheCheck() throws {
        // Given
        let scenario = try Scenario.parse(#"{"version":1,"ports":{"MovieRepo":"empty"}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) {
            try scenario.requireKnownPorts(["MovieRepository", "EpisodeRepository"])
        }

        // Then
        #expect(scenario.behavior(for: "MovieRepo") == .empty)
        #expect(error?.reason == .unknownPort("MovieRepo"))
        #expect(
            error?.message == #"unknown port "MovieRepo" in ports: expected one of MovieRepository, EpisodeRepository"#)
    }

    @Test("Port names are matched exactly, as JSON spells the protocol")
    func exactSpelling() throws {
        // Given
        let scenario = try Scenario.parse(#"{"version":1,"ports":{"movierepository":"empty"}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) { try scenario.requireKnownPorts(["MovieRepository"]) }

        // Then
        #expect(error?.reason == .unknownPort("movierepository"))
    }

    @Test("Of several unknown ports the first in name order is reported, whatever the JSON's order")
    func firstInNameOrder() throws {
        // Given
        let scenario = try Scenario.parse(
            #"{"version":1,"ports":{"Zeta":"empty","MovieRepository":"empty","Alpha":"empty"}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) { try scenario.requireKnownPorts(["MovieRepository"]) }

        // Then
        #expect(error?.reason == .unknownPort("Alpha"))
    }

    @Test("A scenario overriding only known ports, or none, passes the check")
    func knownPortsPass() throws {
        // Given
        let scenarios = [
            Scenario.happyPath, .slow, Scenario.happyPath.overriding("EpisodeRepository", with: .serverError),
        ]

        // When / Then
        for scenario in scenarios {
            try scenario.requireKnownPorts(TestPorts.all.map(\.name))
        }
    }

    @Test("An unknown name in the message stays on one line")
    func oneLine() throws {
        // Given
        let scenario = try Scenario.parse(#"{"version":1,"ports":{"a\nb":"empty"}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) { try scenario.requireKnownPorts(["MovieRepository"]) }

        // Then
        #expect(error?.message.contains("\n") == false)
    }

    @Test(
        "A port name the wiring does not know still round-trips through canonical JSON",
        arguments: ["MovieRepo", "a\nb", "caf\u{E9}", "\u{1F600}", "\"quoted\"", ""])
    func oddNamesRoundTrip(name: String) throws {
        // Given
        let scenario = Scenario().with(.serverError, for: ScenarioPort(name)).withDelay(milliseconds: 5)

        // When
        let reparsed = try Scenario.parse(scenario.jsonString)

        // Then
        #expect(reparsed == scenario)
        #expect(reparsed.jsonString == scenario.jsonString)
    }
}

import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("Scenario presets")
struct ScenarioPresetTests {
    @Test("Every preset name parses to its preset, and the preset reports that name")
    func everyPresetParses() throws {
        for (name, preset) in Scenario.presets {
            // Given
            let text = name

            // When
            let parsed = try Scenario.parse(text)

            // Then
            #expect(parsed == preset)
            #expect(parsed.name == name)
        }
    }

    @Test("The presets the UI tests rely on exist, in a stable order")
    func requiredPresetsExist() {
        // Given
        let required = ["happyPath", "empty", "notFound", "unauthorized", "serverError", "failThenRecover", "slow"]

        // When
        let names = Scenario.presetNames

        // Then
        #expect(names == required)
    }

    @Test("No two presets are equal, so a scenario's name is never ambiguous")
    func presetsAreDistinct() {
        // Given
        let scenarios = Scenario.presets.map(\.scenario)

        // When
        let distinct = Set(scenarios)

        // Then
        #expect(distinct.count == scenarios.count)
    }

    @Test(
        "Each preset gives every port the documented behaviour and delay",
        arguments: [
            ("happyPath", PortBehavior.happyPath, 0),
            ("empty", .empty, 0),
            ("notFound", .notFound, 0),
            ("unauthorized", .unauthorized, 0),
            ("serverError", .serverError, 0),
            ("failThenRecover", .failThenRecover(failures: 1, failure: .unavailable), 0),
            ("slow", .happyPath, 2000),
        ])
    func presetBehaviours(name: String, behavior: PortBehavior, delayMilliseconds: Int) throws {
        // Given
        let scenario = try Scenario.parse(name)

        // When
        let behaviours = TestPorts.all.map(scenario.behavior(for:))
        let delays = TestPorts.all.map(scenario.delay(for:))

        // Then
        #expect(behaviours == Array(repeating: behavior, count: TestPorts.all.count))
        #expect(delays == Array(repeating: .milliseconds(delayMilliseconds), count: TestPorts.all.count))
    }

    @Test("A port set's own preset is offered and read only where the set is registered, and reports its name")
    func portSetPresets() throws {
        // Given a port that declares the preset `loansDown`
        let sets: [any StubbedPort.Type] = [LoanDesk.self]

        // When it is read through a world of that port, and without one
        let scenario = try StubWorld.scenario("loansDown", for: sets)
        let elsewhere = #expect(throws: ScenarioError.self) {
            try StubWorld.scenario("loansDown", for: [StubShelf.self])
        }

        // Then
        #expect(StubWorld.presetNames(for: sets) == Scenario.presetNames + ["loansDown"])
        #expect(scenario.behavior(for: LoanDesk.port) == .serverError)
        #expect(scenario.name == "loansDown")
        #expect(scenario.withDelay(milliseconds: 5).name == "custom")
        #expect(elsewhere?.reason == .unknownPreset("loansDown"))
        #expect(elsewhere?.description.contains("slow)") == true, "\(String(describing: elsewhere))")
        #expect(!Scenario.presetNames.contains("loansDown"))
    }

    @Test("The default scenario is the happy path with no delay")
    func defaultIsHappyPath() {
        // Given
        let scenario = Scenario()

        // When
        let name = scenario.name

        // Then
        #expect(scenario == .happyPath)
        #expect(name == "happyPath")
        #expect(scenario.delay(for: "MovieRepository") == .zero)
    }

    @Test("Surrounding white space is ignored; the name is otherwise matched exactly")
    func whiteSpaceAndCase() throws {
        // Given
        let padded = "  \tserverError\n"
        let wrongCase = "ServerError"

        // When
        let parsed = try Scenario.parse(padded)
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(wrongCase) }

        // Then
        #expect(parsed == .serverError)
        #expect(error?.reason == .unknownPreset("ServerError"))
    }

    @Test("An unknown preset is a typed error whose one-line message lists every preset and the JSON form")
    func unknownPreset() {
        // Given
        let text = "sometimesBroken"

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(text) }

        // Then
        #expect(error?.reason == .unknownPreset("sometimesBroken"))
        let message = error?.description ?? ""
        #expect(message.contains("\"sometimesBroken\""))
        for name in Scenario.presetNames {
            #expect(message.contains(name))
        }
        #expect(message.contains("JSON"))
        #expect(!message.contains("\n"))
    }

    @Test("Empty text is an unknown preset, not the default")
    func emptyText() {
        // Given
        let text = "   "

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(text) }

        // Then
        #expect(error?.reason == .unknownPreset(""))
    }

    @Test("A very long or multi-line unknown name is quoted shortened, on one line")
    func longNameIsShortened() {
        // Given
        let text = String(repeating: "x", count: 500) + "\nsecond line"

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(text) }

        // Then
        let message = error?.description ?? ""
        #expect(!message.contains("\n"))
        #expect(message.count < 400)
        #expect(message.contains("…"))
    }

    @Test("A control body naming a file is refused; a preset name with white space around it is read")
    func controlBody() throws {
        // When
        let file = #expect(throws: ScenarioError.self) {
            try Scenario.parse(controlBody: Array(" @scenario.json".utf8))
        }
        let preset = try Scenario.parse(controlBody: Array("  slow\n".utf8))

        // Then
        #expect(file?.reason == .fileInControlBody)
        #expect(preset == (try Scenario.parse("slow")))
    }
}

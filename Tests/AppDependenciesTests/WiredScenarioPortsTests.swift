import CharactersAdaptersUITesting
import MarqueeTestSupport
import MoviesAdaptersUITesting
import Testing
import UITestScenario

@testable import AppDependencies

@Suite("The ports a scenario may name are the ports wired")
struct WiredScenarioPortsTests {
    @Test("Every wired stub answers to the name its port is wired under, so a scenario override reaches it")
    func stubNamesMatchTheWiring() throws {
        // Given
        let wired =
            UITestMoviesFactory(clock: TestClock()).ports.wired
            + UITestCharactersFactory(clock: TestClock()).ports.wired

        // When
        let names = try wired.map { port, implementation in
            let stub = try #require(implementation as? any StubRepository, "\(port) is not wired to a stub")
            return (port: port, scenarioPort: stub.scenarioPort.name)
        }

        // Then
        #expect(!names.isEmpty)
        for (port, scenarioPort) in names {
            #expect(scenarioPort == port, "the stub wired to \(port) simulates \(scenarioPort)")
        }
    }

    @Test("The names a scenario is checked against come from the wiring, in report order")
    func portNamesComeFromTheWiring() {
        // Given
        let bindings = UITestDependencies.make(clock: TestClock()).portBindings

        // When
        let names = UITestDependencies.portNames

        // Then
        #expect(names == bindings.map(\.port))
        #expect(Set(names).count == names.count && names.count >= 2)
    }

    @Test("Every preset overrides only wired ports")
    func presetsNameWiredPorts() throws {
        for (_, scenario) in Scenario.presets {
            try UITestDependencies.requireValid(scenario)
        }
    }
}

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
        // Given the ports wired under -uitest, in report order
        let wired = UITestDependencies.make(clock: TestClock()).portBindings.map(\.port)

        // When the registered stubs name the ports they simulate
        let registered = UITestDependencies.scenarioPorts.map(\.port)

        // Then each port is wired to the stub registered under its name
        #expect(registered == wired)
        #expect(registered.count == 6)
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

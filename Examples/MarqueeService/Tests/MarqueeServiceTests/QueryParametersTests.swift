import MarqueeService
import MarqueeServiceInput
import Testing
import UITestScenario

@Suite("the service's request input rules (MarqueeServiceInput), without a server")
struct QueryParametersTests {
    @Test(
        "a refusal's detail is one line whatever the value holds: line separators are escaped too",
        arguments: ["\u{2028}", "1\u{2029}", "x\ny", "\u{85}"])
    func oneLineDetail(_ value: String) throws {
        // Given: the service's own copy of the quoting escaped control characters only; found while writing
        // FuzzServiceInput (seed line-separator-in-a-value), whose one-line property fails on it
        let query = try QueryParameters([(name: "page", value: value)], allowed: ["page"])

        // When
        let problem = #expect(throws: ParameterProblem.self) { try query.integer("page", default: 1) }

        // Then
        #expect(problem?.parameter == "page")
        #expect(problem?.detail.contains { $0.isNewline } == false, "\(String(describing: problem))")
    }

    @Test("the service's own arguments are quoted the same way")
    func serviceOptions() {
        // When
        let error = #expect(throws: ServiceOptionsError.self) {
            try ServiceOptions(arguments: ["--port", "8\u{2028}"])
        }

        // Then
        #expect(error?.description == "--port must be a whole number from 0 through 65535, got '8\\u{2028}'")
    }

    @Test("an unknown parameter is refused whatever its place; a repeated one names itself")
    func unknownAndRepeated() {
        // When
        let unknown = #expect(throws: ParameterProblem.self) {
            try QueryParameters([(name: "page", value: "1"), (name: "pgae", value: "2")], allowed: ["page"])
        }
        let repeated = #expect(throws: ParameterProblem.self) {
            try QueryParameters([(name: "page", value: "1"), (name: "page", value: "2")], allowed: ["page"])
        }

        // Then
        #expect(unknown == ParameterProblem("pgae", "unknown parameter 'pgae'; read: page"))
        #expect(repeated == ParameterProblem("page", "page is given more than once"))
    }

    @Test("a control body naming a file is refused; a preset name with white space around it is read")
    func controlBody() throws {
        // When
        let file = #expect(throws: ParameterProblem.self) {
            try ControlScenarioBody.scenario(from: Array(" @scenario.json".utf8))
        }
        let preset = try ControlScenarioBody.scenario(from: Array("  slow\n".utf8))

        // Then
        #expect(file?.parameter == "scenario")
        #expect(preset == (try Scenario.parse("slow")))
    }
}

import Foundation
import Testing
import UITestScenario

@Suite("Scenario JSON with a key given twice")
struct ScenarioDuplicateKeyTests {
    @Test(
        "A key given twice in any object is refused, naming the key and the object it is in",
        arguments: [
            (#"{"version":1,"default":"happyPath","default":"serverError"}"#, "default", "scenario"),
            (#"{"version":1,"version":1}"#, "version", "scenario"),
            (#"{"version":1,"ports":{"MovieRepository":"empty"},"ports":{}}"#, "ports", "scenario"),
            (
                #"{"version":1,"ports":{"EpisodeRepository":"empty","EpisodeRepository":"serverError"}}"#,
                "EpisodeRepository", "ports"
            ),
            (
                #"{"version":1,"ports":{"MovieRepository":{"behavior":"empty","behavior":"notFound"}}}"#,
                "behavior", "ports.MovieRepository"
            ),
            (
                #"{"version":1,"default":{"behavior":"failThenRecover","failures":2,"failures":3}}"#,
                "failures", "default"
            ),
            // The same key spelled with an escape is still the same key.
            (#"{"version":1,"default":"empty","d\u0065fault":"serverError"}"#, "default", "scenario"),
        ])
    func refused(json: String, key: String, context: String) {
        // Given
        let text = json

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(text) }

        // Then
        #expect(error?.reason == .duplicateKey(key, context: context))
        #expect(error?.message == "duplicate key \"\(key)\" in \(context): each key may appear only once in an object")
    }

    @Test("A duplicate is refused before anything else the decoder would say about its values")
    func duplicateBeforeValues() {
        // Given: the second version is unsupported, the first is fine; neither may win silently.
        let json = #"{"version":1,"delayMilliseconds":5,"delayMilliseconds":99999999}"#

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        #expect(error?.reason == .duplicateKey("delayMilliseconds", context: "scenario"))
    }

    @Test("Keys that only look alike, and the same key in different objects, are not duplicates")
    func notDuplicates() throws {
        // Given
        let json = #"""
            {"version":1,"delayMilliseconds":1,
             "ports":{"MovieRepository":{"behavior":"empty","delayMilliseconds":2},
                      "EpisodeRepository":{"behavior":"empty"}}}
            """#

        // When
        let scenario = try Scenario.parse(json)

        // Then
        #expect(scenario.behavior(for: "EpisodeRepository") == .empty)
        #expect(scenario.delay(for: "MovieRepository") == .milliseconds(2))
    }

    @Test("A message about a duplicate under an odd key stays on one line")
    func oddKeysStayOnOneLine() {
        // Given: an unknown port whose name has a line break, holding a duplicate.
        let json = #"{"version":1,"ports":{"a\nb":{"x":1,"x":2}}}"#

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        #expect(error?.reason == .duplicateKey("x", context: "ports.a\nb"))
        #expect(error?.message.contains("\n") == false)
        #expect(error?.message.contains(#"ports."a\u{a}b""#) == true)
    }

    @Test("Malformed JSON is still reported as malformed, not as a duplicate")
    func malformedStaysMalformed() {
        // Given
        let json = #"{"version":1,"default":"empty""#

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        #expect(error?.reason == .malformedJSON(context: "scenario"))
    }

    @Test("Nesting deeper than any scenario is read without exhausting the stack")
    func deepNesting() {
        // Given
        let json = #"{"version":1,"default":"# + String(repeating: "[", count: 100_000)

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        #expect(error?.message.contains("\n") == false)
    }
}

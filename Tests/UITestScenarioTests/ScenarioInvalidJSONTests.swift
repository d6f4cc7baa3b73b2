import Testing
import UITestScenario

@Suite("Scenario JSON that is refused")
struct ScenarioInvalidJSONTests {
    @Test(
        "Anything the format does not define is a typed error, never ignored",
        arguments: [
            (#"{"version":1,"delay":300}"#, ScenarioErrorReason.unknownKey("delay", context: "scenario")),
            (
                #"{"version":1,"ports":{"MovieRepository":{"behavior":"empty","retries":2}}}"#,
                .unknownKey("retries", context: "ports.MovieRepository")
            ),
            (
                #"{"version":1,"default":{"behavior":"empty","delayMilliseconds":5}}"#,
                .unknownKey("delayMilliseconds", context: "default")
            ),
            (#"{"version":1,"default":"sometimes"}"#, .unknownBehavior("sometimes")),
            (#"{"version":1,"ports":{"EpisodeRepository":"flaky"}}"#, .unknownBehavior("flaky")),
            (#"{"version":1,"ports":{"EpisodeRepository":{"behavior":"flaky"}}}"#, .unknownBehavior("flaky")),
            (
                #"{"version":1,"default":{"behavior":"failThenRecover","failure":"timeout"}}"#,
                .unknownFailure("timeout")
            ),
            (#"{"version":3}"#, .unsupportedVersion(3)),
            (#"{"version":0,"default":"empty"}"#, .unsupportedVersion(0)),
            (#"{"default":"empty"}"#, .missingVersion),
            (
                #"{"version":1,"default":{"behavior":"failThenRecover","failures":1001}}"#,
                .invalidValue(key: "failures", context: "default")
            ),
            (
                #"{"version":1,"default":{"behavior":"failThenRecover","failures":-1}}"#,
                .invalidValue(key: "failures", context: "default")
            ),
            (
                #"{"version":1,"default":{"behavior":"empty","failures":2}}"#,
                .invalidValue(key: "failures", context: "default")
            ),
            (
                #"{"version":1,"ports":{"MovieRepository":{"failure":"unauthorized"}}}"#,
                .invalidValue(key: "failure", context: "ports.MovieRepository")
            ),
            (#"{"version":1,"delayMilliseconds":60001}"#, .invalidValue(key: "delayMilliseconds", context: "scenario")),
            (#"{"version":1,"delayMilliseconds":-5}"#, .invalidValue(key: "delayMilliseconds", context: "scenario")),
            (
                #"{"version":1,"ports":{"MovieRepository":{}}}"#,
                .invalidValue(key: "port entry", context: "ports.MovieRepository")
            ),
            (#"{"version":1,"default":{}}"#, .invalidValue(key: "behavior", context: "default")),
            (#"{"version":1,"delayMilliseconds":1.5}"#, .malformedJSON(context: "scenario.delayMilliseconds")),
            (#"{"version":"1"}"#, .malformedJSON(context: "scenario.version")),
            (#"{"version":1,"default":3}"#, .malformedJSON(context: "default")),
            (#"{"version":1,"default":null}"#, .malformedJSON(context: "default")),
            (#"{"version":1,"ports":["MovieRepository"]}"#, .malformedJSON(context: "ports")),
            (#"{"version":1,"#, .malformedJSON(context: "scenario")),
            (#"{"version":1}}"#, .malformedJSON(context: "scenario")),
        ])
    func refused(json: String, reason: ScenarioErrorReason) {
        // Given
        let text = json

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(text) }

        // Then
        let message = error?.description ?? "\n"
        #expect(error?.reason == reason)
        #expect(!message.contains("\n"))
    }

    @Test("An unknown key's message names the key, where it is, and every valid key there")
    func unknownKeyMessage() {
        // Given
        let json = #"{"version":1,"ports":{"MovieRepository":{"behaviour":"empty"}}}"#

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        let message = error?.description ?? ""
        #expect(message.contains("\"behaviour\""))
        #expect(message.contains("ports.MovieRepository"))
        for key in ["behavior", "failures", "failure", "delayMilliseconds"] {
            #expect(message.contains(key))
        }
    }

    @Test("A port name that is not a plain name is quoted where a message names its place, so it stays one line")
    func oddPortNameInContext() {
        // Given a port name with a newline (FuzzServiceInput found this once port names became open)
        let json = #"{"version":1,"ports":{"a\nb":{"x":1}}}"#

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        let message = error?.description ?? "\n"
        #expect(!message.contains("\n"))
        #expect(message.contains(#"in ports."a\u{a}b""#))
    }

    @Test("An unknown behaviour's message lists every behaviour")
    func unknownBehaviorMessage() {
        // Given
        let json = #"{"version":1,"default":"slow"}"#

        // When
        let error = #expect(throws: ScenarioError.self) { try Scenario.parse(json) }

        // Then
        let message = error?.description ?? ""
        #expect(error?.reason == .unknownBehavior("slow"))
        for behavior in PortBehavior.names {
            #expect(message.contains(behavior))
        }
    }

    @Test("An unknown failure's message lists the failures; an unsupported version names the supported one")
    func failureAndVersionMessages() {
        // Given
        let failure = #"{"version":1,"default":{"behavior":"failThenRecover","failure":"teapot"}}"#
        let version = #"{"version":7}"#

        // When
        let failureError = #expect(throws: ScenarioError.self) { try Scenario.parse(failure) }
        let versionError = #expect(throws: ScenarioError.self) { try Scenario.parse(version) }

        // Then
        #expect(
            failureError?.description.contains("serverError, unauthorized") == true
                || failureError?.description.contains("unauthorized, serverError") == true)
        #expect(versionError?.description.contains("version 7") == true)
        #expect(versionError?.description.contains("versions 1 and 2") == true)
    }

    @Test("Of two bad members, the same one is reported every time, its path with array positions as [n]")
    func twoBadMembersReportTheSameOne() {
        // Given: the fuzzer's reproducer (FuzzScenario, 2026-11-25): a bad episode id under `characters`, and an
        // episode under `episodes` with a misspelt key; which one was reported followed a dictionary's order.
        let text =
            #"{"version": 2, "data": {"characters": [{"id": 900, "episodes": [1, 02]}], "#
            + #""episodes": [{"if": 60, "name": "New", "co    de": "2E03S1", "airDate": "2023-10-15"}]}}"#

        // When
        let messages = (0..<20).map { _ in
            (#expect(throws: ScenarioError.self) { try Scenario.parse(text) })?.description
        }

        // Then
        #expect(Set(messages).count == 1)
        #expect(messages.first == "invalid scenario JSON at data.characters[0].episodes[1]: expected a String value")
    }
}

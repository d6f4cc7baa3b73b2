import MarqueeTestSupport
import SharedKernel
import Testing
import UITestScenario

/// A stub fails every way the upstream can: the failure vocabulary of scenarios is `UpstreamFailure` itself.
@Suite("Scenario behaviours fail every way the upstream can")
struct ScenarioUpstreamFailureTests {
    @Test(
        "Each failure reads from its JSON name and writes back the same JSON",
        arguments: [
            (#""unauthorized""#, PortBehavior.failing(.unauthorized)),
            (#""serverError""#, .failing(.unavailable(retryAfter: nil))),
            (#""rateLimited""#, .failing(.rateLimited(retryAfter: nil))),
            (#""rejected""#, .failing(.rejected)),
            (#""invalidResponse""#, .failing(.invalidResponse)),
            (#"{"behavior":"rateLimited","retryAfterSeconds":180}"#, .failing(.rateLimited(retryAfter: .seconds(180)))),
            (#"{"behavior":"serverError","retryAfterSeconds":30}"#, .failing(.unavailable(retryAfter: .seconds(30)))),
            (
                #"{"behavior":"failThenRecover","failure":"rateLimited","failures":2,"retryAfterSeconds":5}"#,
                .failThenRecover(failures: 2, failure: .rateLimited(retryAfter: .seconds(5)))
            ),
            (
                #"{"behavior":"failThenRecover","failure":"invalidResponse","failures":1}"#,
                .failThenRecover(failures: 1, failure: .invalidResponse)
            ),
        ])
    func readsAndWrites(json: String, behavior: PortBehavior) throws {
        // Given
        let text = #"{"version":1,"ports":{"MovieRepository":"# + json + "}}"

        // When
        let scenario = try Scenario.parse(text)

        // Then
        #expect(scenario.behavior(for: "MovieRepository") == behavior)
        #expect(
            scenario.jsonString == #"{"default":"happyPath","ports":{"MovieRepository":"# + json + #"},"version":1}"#)
    }

    @Test("The issue's spelling: a rate-limited MovieRepository asking to wait 180 seconds")
    func documentedRateLimit() throws {
        // When
        let scenario = try Scenario.parse(
            #"{"version": 2, "ports": {"MovieRepository": {"behavior": "rateLimited", "retryAfterSeconds": 180}}}"#)

        // Then
        #expect(scenario.behavior(for: "MovieRepository") == .failing(.rateLimited(retryAfter: .seconds(180))))
    }

    @Test(
        "A Retry-After is refused beside a failure an upstream never sends one with, and without a behaviour",
        arguments: [
            #"{"behavior":"unauthorized","retryAfterSeconds":5}"#,
            #"{"behavior":"notFound","retryAfterSeconds":5}"#,
            #"{"behavior":"failThenRecover","failure":"rejected","retryAfterSeconds":5}"#,
            #"{"retryAfterSeconds":5}"#,
            #"{"behavior":"rateLimited","retryAfterSeconds":86401}"#,
        ])
    func refusesStrayRetryAfter(json: String) {
        // When
        let error = #expect(throws: ScenarioError.self) {
            try Scenario.parse(#"{"version":1,"ports":{"MovieRepository":"# + json + "}}")
        }

        // Then
        #expect(error?.description.contains("retryAfterSeconds") == true)
    }

    @Test("An unknown failure name lists every failure a scenario may name")
    func unknownFailure() {
        // When
        let error = #expect(throws: ScenarioError.self) {
            try Scenario.parse(
                #"{"version":1,"ports":{"MovieRepository":{"behavior":"failThenRecover","failure":"teapot"}}}"#)
        }

        // Then
        #expect(
            error?.description.contains("unauthorized, serverError, rateLimited, rejected, invalidResponse") == true)
    }

    @Test("A stub's call under a failing behaviour throws that very failure, its wait included")
    func stubThrowsTheFailure() async {
        // Given
        let scenario = Scenario(defaultBehavior: .failing(.rateLimited(retryAfter: .seconds(180))))
        let stub = StubPort<PopularMethod, UpstreamFailure>("MovieRepository", scenario: scenario, clock: TestClock())

        // When
        let error = await #expect(throws: UpstreamFailure.self) {
            try await stub.call(empty: "", present: "answer", method: "popularMovies")
        }

        // Then
        #expect(error == .rateLimited(retryAfter: .seconds(180)))
    }
}

/// A port's one method, as a service declares its own.
private enum PopularMethod: String, CaseIterable, Sendable {
    case popularMovies
}

import CharactersAdaptersUITesting
import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

/// The page states a failing upstream reaches, on stubs: a stub fails every way the upstream can (its failure is
/// `UpstreamFailure` itself), so these pages no longer need the replay backend. Every state is audited with axe.
@Suite("Page states every upstream failure reaches, on stubs", .uiTestShard)
struct StubFailureUITests {
    @Test(
        "A rate-limited stub asking for 180 s: the list says TMDb is busy and when to come back",
        .notOnReplay("the replay's own 429 with Retry-After is UpstreamHTTPUITests.rateLimited"))
    func rateLimited() async {
        let scenario = Scenario.happyPath.overriding(
            "MovieRepository", with: .failing(.rateLimited(retryAfter: .seconds(180))))
        await UITest.launch(scenario) { app in
            try await MovieListRobot.open(in: app)
                .checkShowsError(containing: "The movie service (TMDb) is getting too many requests.")
                .checkWait("It asks us to wait 3 minutes before trying again.")
            #expect(app.auditedStates.count == 1, "the error state was audited, here or by an earlier test of the run")
        }
    }

    @Test(
        "A stub whose answers cannot be read: the character list says the answer could not be used",
        .notOnReplay("the replay's own malformed JSON is UpstreamHTTPUITests.malformedJSON"))
    func invalidResponse() async {
        await UITest.launch(Scenario.happyPath.overriding("CharacterRepository", with: .failing(.invalidResponse))) {
            app in
            try await CharacterListRobot.open(in: app)
                .checkShowsError(
                    containing: "The character service (Rick and Morty API) gave an answer we could not use."
                )
                .checkNoWait()
            #expect(app.auditedStates.count == 1, "the error state was audited, here or by an earlier test of the run")
        }
    }
}

import Testing
import UITestKit
import UITestScenario

/// The page states only the upstream's HTTP reaches, in the browser: the service runs live against the test's own
/// replay of the recordings, and each test makes one endpoint behave as a stub would (a `PortBehavior`, answered as
/// HTTP shows it, or a held answer). Every page a robot arrives at is audited with
/// axe-core (a serious or critical violation fails the test).
@Suite("Page states only the upstream's HTTP reaches (replay backend)", .replayOnly, .uiTestShard)
struct UpstreamHTTPUITests {
    @Test("A 429 with Retry-After: the list says TMDb is busy and when to come back; Try again sooner asks nothing")
    func rateLimited() async {
        await UITest.launchOnReplay { app, upstream in
            // Given TMDb asks us to wait three minutes, longer than the service's own retries wait
            upstream.push(.failing(.rateLimited(retryAfter: .seconds(180))), on: .popularMovies)
            // When a person opens the popular movies, Then the page says who is busy and when to come back
            let list = try await MovieListRobot.open(in: app)
                .checkShowsError(containing: "The movie service (TMDb) is getting too many requests.")
                .checkWait("It asks us to wait 3 minutes before trying again.")
            #expect(app.auditedStates.count == 1, "the error state was audited, here or by an earlier test of the run")
            #expect(upstream.requests(to: .popularMovies).count == 1, "a wait past the retry budget is not retried")
            // And inside those 3 minutes, Try again says the same without asking TMDb again (issue 40: a Retry-After
            // is honoured across requests), even though TMDb would answer by now
            upstream.restore(.popularMovies)
            try await list.tapTryAgain()
                .checkShowsError(containing: "The movie service (TMDb) is getting too many requests.")
            #expect(upstream.requests(to: .popularMovies).count == 1, "nothing is sent inside the window")
        }
    }

    @Test("A rejected credential: the list says TMDb refused our credentials, with no wait and no secret")
    func rejectedCredential() async throws {
        await UITest.launchOnReplay { app, upstream in
            upstream.push(.unauthorized, on: .popularMovies)
            try await MovieListRobot.open(in: app)
                .checkShowsError(containing: "The movie service (TMDb) refused our credentials.")
                .checkNoWait()
            #expect(app.auditedStates.count == 1, "the error state was audited, here or by an earlier test of the run")
            let sent = try #require(upstream.requests(to: .popularMovies).first)
            #expect(sent.header("Authorization") == "Bearer \(UpstreamReplayServer.token)", "the credential was sent")
            let page = try await app.pageSource()
            #expect(!page.contains(UpstreamReplayServer.token), "the page never shows the credential")
        }
    }

    @Test("Malformed JSON from the upstream: the character list says the answer could not be used")
    func malformedJSON() async {
        await UITest.launchOnReplay { app, upstream in
            upstream.push(.failing(.invalidResponse), on: .characters)
            try await CharacterListRobot.open(in: app)
                .checkShowsError(
                    containing: "The character service (Rick and Morty API) gave an answer we could not use."
                )
                .checkNoWait()
            #expect(app.auditedStates.count == 1, "the error state was audited, here or by an earlier test of the run")
        }
    }

    @Test("An upstream that answers after the timeout: the list says TMDb could not be reached, and Try again recovers")
    func timeout() async {
        // The service gives each attempt 1 s (MARQUEE_UPSTREAM_TIMEOUT_MS: short, yet long enough for a loaded machine
        // to answer "Try again" from the recording in time); the replay holds its answer 30 s
        await UITest.launchOnReplay(upstreamTimeout: .seconds(1)) { app, upstream in
            upstream.push(.happyPath, on: .popularMovies, delay: .seconds(30))
            let list = try await MovieListRobot.open(in: app)
                .checkShowsError(containing: "The movie service (TMDb) could not be reached.")
                .checkNoWait()
            #expect(app.auditedStates.count == 1, "the error state was audited, here or by an earlier test of the run")
            #expect(upstream.requests(to: .popularMovies).count == 3, "each timed-out attempt was retried, 3 in all")
            upstream.restore(.popularMovies)
            try await list.tapTryAgain()
                .checkShowsMovie(id: 603692, title: "John Wick: Chapter 4")
        }
    }
}

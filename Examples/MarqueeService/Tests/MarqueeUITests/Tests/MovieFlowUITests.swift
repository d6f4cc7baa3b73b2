import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

@Suite("Movies in the browser", .uiTestShard)
struct MovieFlowUITests {
    @Test(
        "Popular movies open a movie's details, and Back returns to the list",
        .notOnReplay("no real answer for movie 603692 and its credits was found to record"))
    func browsePopularToDetailsAndBack() async {
        await UITest.launch(.happyPath) { app in
            // Given the popular movies
            let list = try await MovieListRobot.open(in: app)
                .check(MovieListExpectation(movies: [603692: "John Wick: Chapter 4"], movieCount: 20))
            // When a person opens one and goes back
            let details = try await list.tapMovie(id: 603692)
                .check(
                    MovieDetailsExpectation(
                        title: "John Wick: Chapter 4", genres: "Action", posterShown: true,
                        castIncludes: ["Keanu Reeves"]))
            try await details.goBackToList()
                .checkShowsMovie(id: 603692, title: "John Wick: Chapter 4")
            // Then the movie port was asked for page 1 and for that movie and its credits
            try await app.stubs.checkCalls(
                to: StubMovieRepositoryCall.self,
                are: [
                    .popularMovies(page: 1), .movie(id: 603692), .credits(movieID: 603692),
                    // Back loads the list again: pages are never cached (Cache-Control: no-store).
                    .popularMovies(page: 1),
                ])
        }
    }

    @Test("The details page links back to the list")
    func detailsLinkBackToList() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkTitle("Fight Club")
                .tapBackToList()
                .checkPage(1, of: UITestBackend.current?.popularMoviePages ?? 3)
        }
    }

    @Test("A movie's page shows its tagline, director, release date, runtime, rating and poster")
    func movieFacts() async {
        // Vote counts move by themselves (`marquee-fixtures drift` counts them volatile, not drift): the stubs keep
        // the 26279 of TMDb's recorded search page, the recorded answer for the movie itself says 26280.
        let votes = UITestBackend.current == .replay ? 26280 : 26279
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .check(
                    MovieDetailsExpectation(
                        title: "Fight Club", tagline: "Mischief. Mayhem. Soap.", directors: "David Fincher",
                        releaseDate: "1999-10-15", runtime: "139 min", rating: "★ 8.4 (\(votes) votes)",
                        posterShown: true))
        }
    }

    @Test("A movie with two directors names both", .notOnReplay("no real answer for movie 603 was found to record"))
    func twoDirectors() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 603)
                .check(.directors, is: "Lana Wachowski, Lilly Wachowski")
        }
    }

    @Test(
        "A movie without a poster or a tagline shows a text placeholder, no image, and no empty tagline",
        .notOnReplay("no real answer for movie 98 was found; the stubs' 98 has no poster or tagline, TMDb's has both"))
    func movieWithoutPoster() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 98)
                .check(
                    MovieDetailsExpectation(
                        title: "Gladiator", hasTagline: false, directors: "Ridley Scott", posterShown: false))
        }
    }

    @Test(
        "The poster checks tell the truth: each fails at once on the page it does not describe",
        .notOnReplay("no real answer for a movie without a poster (the stubs' 98) was found to record"))
    func posterChecksTellTheTruth() async {
        await UITest.launch(.happyPath) { app in
            // Given a movie without a poster and one with
            let withoutPoster = try await MovieDetailsRobot.open(in: app, id: 98)
            // When a test claims the opposite, Then the check fails
            await #expect(throws: RobotFailure.self) { try await withoutPoster.checkHasPoster() }
            let withPoster = try await MovieDetailsRobot.open(in: app, id: 550)
            await #expect(throws: RobotFailure.self) { try await withPoster.checkHasNoPoster() }
        }
    }

    @Test("Expectations and recorded-call checks tell the truth: one wrong field, or one wrong call, fails")
    func checksTellTheTruth() async {
        await UITest.launch(.happyPath) { app in
            // Given Fight Club's page, reached through the movie port's two calls
            let details = try await MovieDetailsRobot.open(in: app, id: 550)
                .check(MovieDetailsExpectation(title: "Fight Club", directors: "David Fincher"))
            // When a test expects one field wrongly (a page with a poster is complete: this fails at once), Then the
            // check fails
            await #expect(throws: RobotFailure.self) {
                try await details.check(MovieDetailsExpectation(title: "Fight Club", posterShown: false))
            }
            // And when it expects a call the stub did not record, or the calls in another order, the check fails
            // (live, on the replay backend, there are no stub calls to check)
            guard UITestBackend.current == .stub else { return }
            await #expect(throws: RobotFailure.self) {
                try await app.stubs.checkCall(StubMovieRepositoryCall.credits(movieID: 551))
            }
            try await app.stubs.checkCall(StubMovieRepositoryCall.credits(movieID: 550))
            await #expect(throws: RobotFailure.self) {
                try await app.stubs.checkCalls(
                    to: StubMovieRepositoryCall.self, are: [.movie(id: 550), .credits(movieID: 550), .movie(id: 550)])
            }
        }
    }

    @Test(
        "Paging moves through the popular movies and back",
        .notOnReplay("no real answer for the popular movies' page 2 was found to record"))
    func paging() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.open(in: app)
                .check(MovieListExpectation(page: (1, of: 3), hasPreviousPage: false))
                .tapNextPage()
                .check(MovieListExpectation(movies: [550: "Fight Club"], page: (2, of: 3), hasPreviousPage: true))
                .tapPreviousPage()
                .checkPage(1, of: 3)
            try await app.stubs.checkCalls(
                to: StubMovieRepositoryCall.self,
                are: [.popularMovies(page: 1), .popularMovies(page: 2), .popularMovies(page: 1)])
        }
    }

    /// The stubs search their own 45 movies and find Fight Club alone; TMDb searches its whole catalogue and finds
    /// 39 titles with "fight club" in them (20 on the recorded page). Both list Fight Club and open it: the test checks
    /// that, and the count only where it is the stubs' own.
    @Test("A search lists the matching movies and opens one")
    func searchWithResults() async {
        await UITest.launch(.happyPath) { app in
            let results = try await MovieListRobot.open(in: app)
                .search(for: "fight club")
                .check(SearchExpectation(query: "fight club", results: [550: "Fight Club"]))
                .tapMovie(id: 550)
                .checkTitle("Fight Club")
                .goBackToSearch()
                .checkShowsMovie(id: 550, title: "Fight Club")
            guard UITestBackend.current == .stub else { return }
            try await results.checkResultCount(1)
            try await app.stubs.checkCall(StubMovieRepositoryCall.searchMovies(query: "fight club", page: 1))
        }
    }

    @Test(
        "A search that matches nothing says so, and shows the text exactly as typed",
        .notOnReplay("no real answer for a search with no hits ('zzz', the typed markup) was found to record"))
    func searchWithNoResults() async {
        await UITest.launch(.happyPath) { app in
            try await SearchRobot.open(in: app, query: "zzz")
                .checkShowsNoResults(for: "zzz")
                .search(for: "<b>Nothing</b> & \"more\"")
                .checkShowsNoResults(for: "<b>Nothing</b> & \"more\"")
                .checkQuery("<b>Nothing</b> & \"more\"")
        }
    }

    @Test(
        "Every list is empty on the empty scenario, and the page says so",
        .notOnReplay("an empty world is a stub scenario; the recordings are one world, with data"))
    func emptyScenario() async {
        await UITest.launch(.empty) { app in
            try await MovieListRobot.open(in: app)
                .check(MovieListExpectation(movieCount: 0, isEmpty: true))
                .tapCharacters()
                .check(CharacterListExpectation(characterCount: 0, isEmpty: true))
        }
    }
}

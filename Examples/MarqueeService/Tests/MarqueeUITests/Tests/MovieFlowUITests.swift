import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

@Suite("Movies in the browser")
struct MovieFlowUITests {
    @Test(
        "Popular movies open a movie's details, and Back returns to the list",
        .notOnReplay("the recordings have no details of movie 603692"))
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

    @Test("The details page links back to the list", .notOnReplay("the recordings have no details of movie 550"))
    func detailsLinkBackToList() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkTitle("Fight Club")
                .tapBackToList()
                .checkPage(1, of: 3)
        }
    }

    @Test(
        "A movie's page shows its tagline, director, release date, runtime, rating and poster",
        .notOnReplay("the recordings have no details of movie 550 or 603"))
    func movieFacts() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .check(
                    MovieDetailsExpectation(
                        title: "Fight Club", tagline: "Mischief. Mayhem. Soap.", directors: "David Fincher",
                        releaseDate: "1999-10-15", runtime: "139 min", rating: "★ 8.4 (26279 votes)",
                        posterShown: true))
            // Two directors are both named
            try await MovieDetailsRobot.open(in: app, id: 603)
                .check(.directors, is: "Lana Wachowski, Lilly Wachowski")
        }
    }

    @Test(
        "A movie without a poster or a tagline shows a text placeholder, no image, and no empty tagline",
        .notOnReplay("the recordings have no details of movie 98"))
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
        .notOnReplay("the recordings have no details of movie 98 or 550"))
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

    @Test(
        "Expectations and recorded-call checks tell the truth: one wrong field, or one wrong call, fails",
        .notOnReplay("the recordings have no details of movie 550, and live there are no stub calls to check"))
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
        .notOnReplay("the recordings have page 1 of the popular movies only"))
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

    @Test(
        "A search lists the matching movies and opens one",
        .notOnReplay("the recordings have no search for 'wick' and no details of movie 603692"))
    func searchWithResults() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.open(in: app)
                .search(for: "wick")
                .check(SearchExpectation(query: "wick", results: [603692: "John Wick: Chapter 4"], resultCount: 1))
                .tapMovie(id: 603692)
                .checkTitle("John Wick: Chapter 4")
                .goBackToSearch()
                .checkResultCount(1)
            try await app.stubs.checkCall(StubMovieRepositoryCall.searchMovies(query: "wick", page: 1))
        }
    }

    @Test(
        "A search that matches nothing says so, and shows the text exactly as typed",
        .notOnReplay("the recordings have no search"))
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

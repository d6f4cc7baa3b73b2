import CharactersAdaptersUITesting
import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

/// Each test brings its own world through the typed builder (`Scenario.serving(movies:…)`): the service is
/// launched with it (`-uitest-scenario`), or it is switched in mid-test (`PUT /__uitest/scenario`). With
/// `catalogue: .none` the standard catalogue is gone, so a test depends on nothing but its own data.
@Suite(
    "UI tests that bring their own data",
    .notOnReplay("each test brings its own data through a stub scenario; the recordings are one fixed world"),
    .uiTestShard)
struct OwnDataUITests {
    /// A title of exactly 200 characters, in ordinary words: as long as a title gets, and wider than any line at
    /// 360 px, so it only shows whole when the page wraps it.
    static let longTitle = String(String(repeating: "Once upon a time in Marquee ", count: 8).prefix(200))

    @Test("A 200-character title without a poster wraps whole at 360 px, with the text placeholder and no image")
    func longTitleWithoutPoster() async throws {
        #expect(Self.longTitle.count == 200)
        let scenario = Scenario.happyPath.serving(
            movies: [.stub(id: 4242, title: Self.longTitle, posterPath: nil)], catalogue: .none)
        await UITest.launch(scenario, viewport: .narrow) { app in
            try await MovieListRobot.open(in: app)
                .check(MovieListExpectation(movies: [4242: Self.longTitle], movieCount: 1))
                .checkNoSidewaysScroll()
                .tapMovie(id: 4242)
                .check(MovieDetailsExpectation(title: Self.longTitle, posterShown: false))
                .checkNoSidewaysScroll()
        }
    }

    @Test("A character in no episode: the page says so, and lists no episode")
    func characterInNoEpisode() async {
        let scenario = Scenario.happyPath.serving(
            characters: [.stub(id: 77, name: "Nobody Everywhere", status: .dead, species: "Alien")],
            catalogue: .none)
        await UITest.launch(scenario) { app in
            try await CharacterListRobot.open(in: app)
                .check(CharacterListExpectation(characters: [77: "Nobody Everywhere"], characterCount: 1))
                .tapCharacter(id: 77)
                .check(
                    CharacterDetailsExpectation(
                        name: "Nobody Everywhere", status: "Dead", species: "Alien", episodeCount: 0,
                        noEpisodes: "This character appears in no episode."))
        }
    }

    @Test("No catalogue and no data: the popular list, a search and the characters show their empty states")
    func emptyWorld() async {
        await UITest.launch(Scenario.happyPath.serving(catalogue: .none)) { app in
            try await MovieListRobot.open(in: app)
                .check(MovieListExpectation(movieCount: 0, isEmpty: true))
            try await SearchRobot.open(in: app, query: "wick")
                .check(SearchExpectation(query: "wick", noResultsFor: "wick"))
            try await CharacterListRobot.open(in: app)
                .check(CharacterListExpectation(characterCount: 0, isEmpty: true))
            try await app.stubs.checkCalls(
                to: StubMovieRepositoryCall.self, are: [.popularMovies(page: 1), .searchMovies(query: "wick", page: 1)])
            // The standard catalogue's movies are gone too, not only hidden from the lists
            try await NotFoundRobot.open(in: app, path: "/movies/550")
                .check(NotFoundExpectation(message: "No movie has the id 550"))
        }
    }

    @Test("A search over the test's own movies finds only its matching titles")
    func searchOwnMovies() async {
        let scenario = Scenario.happyPath.serving(
            movies: [
                .stub(id: 9001, title: "The Lighthouse Keeper"), .stub(id: 9002, title: "Harbour Lights"),
                .stub(id: 9003, title: "Lighthouse at Dawn"), .stub(id: 9004, title: "A Wick in the Dark"),
            ],
            catalogue: .none)
        await UITest.launch(scenario) { app in
            try await MovieListRobot.open(in: app)
                .search(for: "lighthouse")
                .check(
                    SearchExpectation(
                        query: "lighthouse", results: [9001: "The Lighthouse Keeper", 9003: "Lighthouse at Dawn"],
                        resultCount: 2)
                )
                .tapMovie(id: 9003)
                .check(MovieDetailsExpectation(title: "Lighthouse at Dawn"))
            // The standard catalogue's John Wick movies are not in this world: only the test's own title matches
            try await SearchRobot.open(in: app, query: "wick")
                .check(SearchExpectation(results: [9004: "A Wick in the Dark"], resultCount: 1))
            try await app.stubs.checkCall(StubMovieRepositoryCall.searchMovies(query: "lighthouse", page: 1))
        }
    }

    @Test("A scenario with data switched mid-test: the same process serves the new data on reload")
    func dataSwitchedMidTest() async {
        let first = Scenario.happyPath.serving(movies: [.stub(id: 5001, title: "Before the Switch")], catalogue: .none)
        let after = Scenario.happyPath.serving(movies: [.stub(id: 5002, title: "After the Switch")], catalogue: .none)
        await UITest.launch(first) { app in
            let before = try await MovieListRobot.open(in: app)
                .check(MovieListExpectation(movies: [5001: "Before the Switch"], movieCount: 1))
            // When the world changes under the running service
            try await app.stubs.switchScenario(to: after)
            // Then a reload shows the new data alone, and the call log started afresh
            let list = try await before.reload()
                .check(MovieListExpectation(movies: [5002: "After the Switch"], movieCount: 1))
            try await app.stubs.checkCalls(to: StubMovieRepositoryCall.self, are: [.popularMovies(page: 1)])
            try await list.tapMovie(id: 5002)
                .check(MovieDetailsExpectation(title: "After the Switch"))
            try await NotFoundRobot.open(in: app, path: "/movies/5001")
                .check(NotFoundExpectation(message: "No movie has the id 5001"))
        }
    }
}

import Testing
import UITestKit

@testable import MarqueeService

/// One page, presented alone from a stub view model (`/__uitest/present/{page}`), without driving the use cases to
/// it: each page, and the states the use cases rarely reach, checked through its robot and audited with axe-core on
/// arrival.
@Suite(
    "Each page and its rare states, presented alone in the browser",
    .notOnReplay("a page is presented through /__uitest/present/, which only the stub backend's -uitest serves"),
    .uiTestShard)
struct PresentedPageUITests {
    @Test("every page presented from its .stub() shows the stub's content")
    func everyPageFromItsStub() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.present(MovieListPage.stub(), in: app)
                .checkShowsMovie(id: 550, title: "Fight Club").checkMovieCount(3)
            try await SearchRobot.present(SearchPage.stub(query: "fight"), in: app)
                .checkQuery("fight").checkResultCount(3)
            try await MovieDetailsRobot.present(MovieDetailsPage.stub(), in: app)
                .check(
                    MovieDetailsExpectation(
                        title: "Fight Club", tagline: "Mischief. Mayhem. Soap.", directors: "David Fincher",
                        posterShown: true, castIncludes: ["Edward Norton", "Brad Pitt"]))
            try await CharacterListRobot.present(CharacterListPage.stub(name: "rick"), in: app)
                .checkFilterName("rick").checkShowsCharacter(id: 1, name: "Rick Sanchez").checkCharacterCount(3)
            try await CharacterDetailsRobot.present(CharacterDetailsPage.stub(), in: app)
                .checkName("Rick Sanchez").checkShowsEpisode(code: "S01E01", name: "Pilot")
            try await NotFoundRobot.present(NotFoundPage.stub(message: "No movie has the id 4242."), in: app)
                .checkMessage(contains: "4242")
        }
    }

    @Test("an error state that names a wait, on every page that has one")
    func errorStates() async {
        let error = ErrorStateView.stub(
            message: "The movie service (TMDb) is getting too many requests.",
            wait: "The movie service (TMDb) asks us to wait 30 seconds before trying again.")
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.present(MovieListPage.stub(error: error), in: app)
                .checkShowsError(containing: "too many requests").checkText(.retryAfter, contains: "30 seconds")
            try await SearchRobot.present(SearchPage.stub(error: error), in: app)
                .checkShowsError(containing: "too many requests").checkText(.retryAfter, contains: "30 seconds")
            try await MovieDetailsRobot.present(MovieDetailsPage.stub(error: error), in: app)
                .checkShowsError(containing: "too many requests").checkText(.retryAfter, contains: "30 seconds")
            try await CharacterListRobot.present(CharacterListPage.stub(error: error), in: app)
                .checkShowsError(containing: "too many requests").checkText(.retryAfter, contains: "30 seconds")
            try await CharacterDetailsRobot.present(CharacterDetailsPage.stub(error: error), in: app)
                .checkShowsError(containing: "too many requests").checkText(.retryAfter, contains: "30 seconds")
        }
    }

    @Test("an empty list says so, on every list page")
    func emptyLists() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.present(MovieListPage.stub(rows: []), in: app).checkShowsEmptyState()
            try await SearchRobot.present(SearchPage.stub(query: "zzz", rows: []), in: app)
                .checkShowsNoResults(for: "zzz")
            try await CharacterListRobot.present(CharacterListPage.stub(name: "nobody", rows: []), in: app)
                .checkShowsEmptyState()
        }
    }

    @Test("a 300-character title, and a movie without poster, tagline, overview or cast; a character in no episode")
    func longAndMissing() async {
        let title = String(repeating: "A very long title ", count: 16) + "that ends it"
        await UITest.launch(.happyPath, viewport: .narrow) { app in
            try await MovieDetailsRobot.present(MovieDetailsPage.stub(title: title), in: app)
                .checkTitle(title).checkNoSidewaysScroll()
            try await MovieDetailsRobot.present(
                MovieDetailsPage.stub(movie: .stub(tagline: nil, posterURL: nil, overview: "", cast: [])), in: app
            )
            .check(
                MovieDetailsExpectation(
                    hasTagline: false, posterShown: false,
                    castIncludes: ["No cast is listed for this movie."]))
            try await CharacterDetailsRobot.present(CharacterDetailsPage.stub(character: .stub(episodes: [])), in: app)
                .check(CharacterDetailsExpectation(episodeCount: 0, noEpisodes: "appears in no episode"))
        }
    }
}

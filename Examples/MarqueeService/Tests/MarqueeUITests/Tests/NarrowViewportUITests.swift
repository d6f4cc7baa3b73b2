import Testing
import UITestKit
import UITestScenario

@Suite("The pages at a small phone's width (360 px)", .uiTestShard)
struct NarrowViewportUITests {
    /// One word of 200 characters, the longest query a search takes: wider than any line at 360 px, so it only
    /// fits when the page wraps it.
    static let longWord = String(repeating: "Supercalifragilistic", count: 10)
    /// The longest text a character filter takes (100 characters).
    static let longFilter = String(longWord.prefix(100))

    @Test(
        "No page scrolls sideways at 360 px: paging, search results, a long query, a movie without a poster, a long type",
        .notOnReplay(
            "no real answer for popular page 2, the searches 'wick' and a long word, movie 329 or character 20's "
                + "episodes was found to record"))
    func pagesWrap() async {
        await UITest.launch(.happyPath, viewport: .narrow) { app in
            // The movie list, with its paging links
            try await MovieListRobot.open(in: app)
                .checkNoSidewaysScroll()
                .tapNextPage()
                .checkPage(2, of: 3)
                .checkNoSidewaysScroll()
            // Search: results, and a query that is one long word, shown in the heading and the empty state
            try await SearchRobot.open(in: app, query: "wick")
                .checkResultCount(1)
                .checkNoSidewaysScroll()
            try await SearchRobot.open(in: app, query: Self.longWord)
                .checkShowsNoResults(for: Self.longWord)
                .checkNoSidewaysScroll()
            // A movie without a poster; a character with a long type
            try await MovieDetailsRobot.open(in: app, id: 329)
                .checkHasNoPoster()
                .checkNoSidewaysScroll()
            try await CharacterDetailsRobot.open(in: app, id: 20)
                .check(.type, is: "Human with ants in his eyes")
                .checkNoSidewaysScroll()
        }
    }

    /// On the replay backend the API's own 404 for a filter with no match is recorded for this filter.
    @Test("No list scrolls sideways at 360 px: the movies' first page, the characters, a long filter's empty state")
    func listsWrap() async {
        await UITest.launch(.happyPath, viewport: .narrow) { app in
            try await MovieListRobot.open(in: app)
                .checkNoSidewaysScroll()
            try await CharacterListRobot.open(in: app)
                .checkNoSidewaysScroll()
                .filter(name: Self.longFilter)
                .checkShowsEmptyState()
                .checkFilterName(Self.longFilter)
                .checkNoSidewaysScroll()
        }
    }

    @Test("No details page scrolls sideways at 360 px: a poster and a long cast, and not found quoting a long id")
    func detailsWrap() async {
        await UITest.launch(.happyPath, viewport: .narrow) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkHasPoster()
                .checkNoSidewaysScroll()
            // The not-found page quoting a long id: MarqueeInput quotes its first 60 characters, still one word
            try await NotFoundRobot.open(in: app, path: "/movies/\(Self.longWord)")
                .checkMessage(contains: "got '" + Self.longWord.prefix(40))
                .checkNoSidewaysScroll()
        }
    }

    @Test("No error state scrolls sideways at 360 px")
    func errorStatesWrap() async {
        await UITest.launch(.serverError, viewport: .narrow) { app in
            try await MovieListRobot.open(in: app)
                .checkShowsError(containing: "could not be reached")
                .checkNoSidewaysScroll()
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkShowsError(containing: "could not be reached")
                .checkNoSidewaysScroll()
            try await CharacterListRobot.open(in: app)
                .checkShowsError(containing: "could not be reached")
                .checkNoSidewaysScroll()
        }
    }
}

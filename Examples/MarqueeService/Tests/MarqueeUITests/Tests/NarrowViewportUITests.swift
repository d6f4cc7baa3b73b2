import Testing
import UITestKit
import UITestScenario

@Suite("The pages at a small phone's width (360 px)")
struct NarrowViewportUITests {
    /// One word of 200 characters, the longest query a search takes: wider than any line at 360 px, so it only
    /// fits when the page wraps it.
    static let longWord = String(repeating: "Supercalifragilistic", count: 10)
    /// The longest text a character filter takes (100 characters).
    static let longFilter = String(longWord.prefix(100))

    @Test(
        "No page scrolls sideways at 360 px: lists, search, details and not found, long words included",
        .notOnReplay("no real answer for page 2, 'wick', movie 329 or character 20's episodes was found to record"))
    func pagesWrap() async {
        await UITest.launch(.happyPath, viewport: .narrow) { app in
            // The lists, with their paging links
            try await MovieListRobot.open(in: app)
                .checkNoSidewaysScroll()
                .tapNextPage()
                .checkPage(2, of: 3)
                .checkNoSidewaysScroll()
            try await CharacterListRobot.open(in: app)
                .checkNoSidewaysScroll()
                .filter(name: Self.longFilter)
                .checkShowsEmptyState()
                .checkFilterName(Self.longFilter)
                .checkNoSidewaysScroll()
            // Search: results, and a query that is one long word, shown in the heading and the empty state
            try await SearchRobot.open(in: app, query: "wick")
                .checkResultCount(1)
                .checkNoSidewaysScroll()
            try await SearchRobot.open(in: app, query: Self.longWord)
                .checkShowsNoResults(for: Self.longWord)
                .checkNoSidewaysScroll()
            // A movie with a poster and a long cast; one without a poster; a character with a long type
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkHasPoster()
                .checkNoSidewaysScroll()
            try await MovieDetailsRobot.open(in: app, id: 329)
                .checkHasNoPoster()
                .checkNoSidewaysScroll()
            try await CharacterDetailsRobot.open(in: app, id: 20)
                .check(.type, is: "Human with ants in his eyes")
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

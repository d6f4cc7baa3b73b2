import UITestKit
import UITestScenario

@testable import MarqueeService

/// Every page state the gallery (`/__uitest/gallery`) lists and `GalleryScreenshotUITests` shoots, one line each: a
/// name and either a page's path on a preset, or a page presented alone from a view model. A new state is a new line
/// here; its screenshots are recorded on the first run (`__Screenshots__`, reviewed in the change).
enum GalleryStates {
    static let all: [Gallery.State] = [
        .path("Popular movies", "/", on: .happyPath),
        .path("Popular movies · empty", "/", on: .empty),
        .path("Popular movies · server error", "/", on: .serverError),
        .path("Popular movies · unauthorized", "/", on: .unauthorized),
        .path("Search", "/search?query=fight", on: .happyPath),
        .path("Search · no results", "/search?query=fight", on: .empty),
        .path("Movie", "/movies/550", on: .happyPath),
        .path("Movie · not found", "/movies/550", on: .notFound),
        .path("Movie · server error", "/movies/550", on: .serverError),
        .path("Characters", "/characters", on: .happyPath),
        .path("Characters · empty", "/characters", on: .empty),
        .path("Character", "/characters/1", on: .happyPath),
        .path("Character · not found", "/characters/1", on: .notFound),
        .path("Your ratings", "/ratings", on: .happyPath),
        .path("Your watchlist · empty", "/watchlist", on: .happyPath),
        .path("Not found", "/no/such/page", on: .happyPath),
        .presented("Movie · 300-character title", MovieDetailsPage.stub(title: longTitle)),
        .presented(
            "Movie · no poster, tagline, overview or cast",
            MovieDetailsPage.stub(
                movie: .stub(
                    tagline: nil, posterURL: nil, overview: "", cast: []))),
        .presented(
            "Popular movies · a wait",
            MovieListPage.stub(
                error: .stub(
                    message: "The movie service (TMDb) is getting too many requests.",
                    wait: "The movie service (TMDb) asks us to wait 30 seconds before trying again."))),
        .presented("Character · in no episode", CharacterDetailsPage.stub(character: .stub(episodes: []))),
        .presented("Form refused", FormRefusedPage.stub()),
        .presented(
            "Your watchlist",
            WatchlistPage.stub(rows: [.stub(), .stub(id: 680, title: "Pulp Fiction", meta: "1994 · ★ 8.5")])),
    ]

    /// A title of 300 characters, longer than any line at any width.
    static let longTitle = String(repeating: "A very long title ", count: 16) + "that ends it"
}

extension Gallery.State {
    /// The page at `path` on the preset `scenario`.
    static func path(_ name: String, _ path: String, on scenario: Scenario) -> Gallery.State {
        .path(name, path, on: scenario.name)
    }

    /// `model`'s page, presented alone from it.
    static func presented(_ name: String, _ model: some PageModel) -> Gallery.State {
        .page(name, type(of: model).page.rawValue, model: model)
    }
}

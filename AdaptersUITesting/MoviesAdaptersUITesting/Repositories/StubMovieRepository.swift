import Foundation
import MoviesDomain
import UITestScenario
import Wiring

/// A deterministic ``MovieRepository`` over a ``StubMovieCatalogue``, with TMDb's semantics:
/// - popular: 20 a page in catalogue order; a page past the end is an empty page with the real totals (TMDb
///   answers 200 with `results: []`); a page outside 1 through 500 is `.rejected`.
/// - search: the query is trimmed; a movie matches when its title or original title contains it, ignoring case
///   and diacritics; hits keep catalogue order, 20 a page; no hits is page `page` with no results, 0 pages and 0
///   results; a page past the end is empty with the real totals; a page outside 1 through 500 is `.rejected`.
/// - details and credits: `.notFound(movieID:)` for an id the catalogue does not have.
///
/// Arguments come first, as the TMDb adapter answers them without sending a request: an id below 1 is
/// `.notFound(movieID:)`, a page outside 1 through 500 `.rejected`, a blank query an empty page (no results,
/// 0 pages, 0 results), under every scenario and without a delay. Then the ``Scenario`` applies per
/// call (see ``PortBehavior``): `notFound` and `empty` make lookups by id `.notFound(movieID:)` and lists empty
/// (no results, 0 pages, 0 results); `unauthorized` is `.unauthorized`; `serverError` is `.unavailable`. A call
/// whose task is cancelled before it reaches the scenario or during its delay is `.cancelled`. Every call is
/// recorded in ``calls`` with its arguments.
///
/// A ``UITestScenario/StubbedPort`` registered with a world as a service's own port is: its data is the scenario's
/// `movies` (``StubMovieCatalogue/init(serving:)``).
package final class StubMovieRepository: MovieRepository, StubbedPort, PortAdapter {
    /// Movies on a page.
    package static let pageSize = 20
    /// `MovieRepository`.
    package static let port = ScenarioPort.movieRepository
    /// The port's methods, as a scenario overrides them one by one.
    package static let methods: [ScenarioMethod] = [.movie, .credits, .popularMovies, .searchMovies]
    /// `movies`.
    package static let context: String? = "movies"
    /// The scenario's `movies`.
    package static let data: [any StubDataChecking] = [StubMovieCatalogue.dataKind]

    /// The data answered from.
    package let catalogue: StubMovieCatalogue
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubMovieRepositoryCall, MovieRepositoryError>

    /// A stub answering from `catalogue` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(), catalogue: StubMovieCatalogue
    ) {
        self.catalogue = catalogue
        self.stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    /// A stub answering from the catalogue `scenario` (already checked) serves, waiting on `clock`.
    package convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(scenario: scenario, clock: clock, catalogue: .checked(serving: scenario))
    }

    /// Every call so far with its arguments, in the order the calls arrived.
    package var calls: [StubMovieRepositoryCall] { stub.calls }

    /// The details of the movie with `id`.
    package func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        stub.record(.movie(id: id))
        guard id > 0 else { throw .notFound(movieID: id) }
        let found = try await stub.answer(.movie, empty: { nil }, present: { catalogue.movie(withID: id) })
        guard let found else { throw .notFound(movieID: id) }
        return found
    }

    /// The cast and crew of the movie with `movieID`.
    package func credits(forMovieWithID movieID: Int) async throws(MovieRepositoryError) -> MovieCredits {
        stub.record(.credits(movieID: movieID))
        guard movieID > 0 else { throw .notFound(movieID: movieID) }
        let found = try await stub.answer(.credits, empty: { nil }, present: { catalogue.credits[movieID] })
        guard let found else { throw .notFound(movieID: movieID) }
        return found
    }

    /// Page `page` of the catalogue, in its order.
    package func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        stub.record(.popularMovies(page: page))
        guard (1...MoviePage.maximumPage).contains(page) else { throw .upstream(.rejected) }
        return try await stub.answer(
            .popularMovies, empty: { Self.emptyPage(page) },
            present: { Self.page(page, of: catalogue.previewPages, total: catalogue.previews.count) })
    }

    /// Page `page` of the catalogue's movies whose title or original title contains the trimmed `query`.
    package func searchMovies(query: String, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        stub.record(.searchMovies(query: query, page: page))
        guard (1...MoviePage.maximumPage).contains(page) else { throw .upstream(.rejected) }
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return Self.emptyPage(page) }
        let hits = try await stub.answer(
            .searchMovies, empty: { [] }, present: { catalogue.previews(matching: trimmed) })
        return hits.isEmpty ? Self.emptyPage(page) : Self.page(page, of: Self.pages(of: hits), total: hits.count)
    }

    /// `items` cut into pages of ``pageSize``, in their order (movies, or rated movies).
    static func pages<Item>(of items: [Item]) -> [[Item]] {
        stride(from: 0, to: items.count, by: pageSize).map { Array(items[$0..<min($0 + pageSize, items.count)]) }
    }

    /// Page `page` of `pages`, which hold `total` items in all, with those totals; empty past the end.
    static func page(_ page: Int, of pages: [[MoviePreview]], total: Int) -> MoviePage {
        MoviePage(
            page: page, results: page <= pages.count ? pages[page - 1] : [], totalPages: pages.count,
            totalResults: total)
    }

    /// A list with nothing in it: no results, no pages.
    static func emptyPage(_ page: Int) -> MoviePage {
        MoviePage(page: page, results: [], totalPages: 0, totalResults: 0)
    }
}

extension ScenarioPort {
    /// `MovieRepository`, the port of the Movies context's movies and credits.
    @available(*, deprecated, message: "package in 2.0.0: write the port's name as a literal")
    public static let movieRepository: ScenarioPort = "MovieRepository"
}

extension ScenarioMethod {
    /// `MovieRepository.movie(withID:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let movie: ScenarioMethod = "movie"
    /// `MovieRepository.credits(forMovieWithID:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let credits: ScenarioMethod = "credits"
    /// `MovieRepository.popularMovies(page:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let popularMovies: ScenarioMethod = "popularMovies"
    /// `MovieRepository.searchMovies(query:page:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let searchMovies: ScenarioMethod = "searchMovies"
}

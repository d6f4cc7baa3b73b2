import Foundation
import MoviesDomain
import Synchronization
import UITestScenario
import Wiring

/// A deterministic ``MovieRatingRepository`` with TMDb's semantics, its ratings kept in memory:
/// - `newGuestSession`: `stubguestsession` and a counter, 32 characters (`stubguestsession0000000000000001`, …),
///   the same in every run.
/// - Each guest session has its own ratings, starting from the scenario's seeded `ratings` (version 2 `data`); a
///   stub belongs to one scenario, so switching the scenario starts afresh.
/// - `rate`: a movie the catalogue does not have is `.notFound(movieID:)` (TMDb's 404, `status_code` 34); else
///   ``RatingChange/added``, or ``RatingChange/replaced`` when the session had rated it (its place in the list
///   kept). The value is a ``MoviesDomain/MovieRating``: what TMDb refuses (400, `status_code` 18) cannot reach it.
/// - `removeRating`: an unknown movie is `.notFound`; a movie the session did not rate is left as it is.
/// - `ratedMovies`: the session's ratings in the order first made, 20 a page (as the movie stub pages), each movie as the catalogue lists
///   it; past the end an empty page with the real totals; a page outside 1 through 500 is `.rejected`.
///
/// Arguments are checked first, as the adapter answers them without a request (an id below 1 is `.notFound`).
/// Then the ``Scenario`` applies per call, each method overridable on its own (`rate`, `removeRating`,
/// `ratedMovies`, `newGuestSession`): a failure is thrown as `.upstream(…)` and changes nothing; `notFound` makes
/// `rate` and `removeRating` `.notFound`; `empty` makes the list empty. Every call is recorded, without the
/// session: `rate(movie: 550, value: 8.5)`, `removeRating(movie: 550)`.
///
/// A ``UITestScenario/StubbedPort``: its data is the scenario's `movies` (what can be rated) and `ratings`.
package final class StubMovieRatingRepository: MovieRatingRepository, StubbedPort, PortAdapter {
    /// `MovieRatingRepository`.
    package static let port = ScenarioPort.movieRatingRepository
    /// The port's methods, as a scenario overrides them one by one.
    package static let methods: [ScenarioMethod] = [.newGuestSession, .rate, .removeRating, .ratedMovies]
    /// `movies`.
    package static let context: String? = "movies"
    /// The scenario's `movies` and `ratings`.
    package static let data: [any StubDataChecking] = [StubMovieCatalogue.dataKind, ScenarioRating.dataKind]

    /// The movies that can be rated and listed.
    package let catalogue: StubMovieCatalogue
    /// The ratings every session starts with.
    package let seeded: [ScenarioRating]
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubMovieRatingRepositoryCall, MovieRatingRepositoryError>

    private struct State {
        var sessionsOpened = 0
        /// Each session's ratings in the order first made; a session not here has the seeded ones.
        var ratings: [String: [ScenarioRating]] = [:]
    }

    private let state = Mutex(State())

    /// A stub rating the movies of `catalogue`, every session starting from `seeded`, under `scenario`, waiting
    /// on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        catalogue: StubMovieCatalogue, seeded: [ScenarioRating] = []
    ) {
        self.catalogue = catalogue
        self.seeded = seeded
        self.stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    /// A stub rating the movies `scenario` (already checked) serves, every session starting from its `ratings`,
    /// waiting on `clock`.
    package convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
        let catalogue = StubMovieCatalogue.checked(serving: scenario)
        let seeded = StubDataCheck.checked { () throws(ScenarioError) in
            try ScenarioRating.ratings(serving: scenario.data, catalogue: catalogue)
        }
        self.init(scenario: scenario, clock: clock, catalogue: catalogue, seeded: seeded)
    }

    /// Every call so far with its arguments, in the order the calls arrived.
    package var calls: [StubMovieRatingRepositoryCall] { stub.calls }

    /// `session`'s ratings now, in the order first made.
    package func ratings(of session: GuestSessionID) -> [ScenarioRating] {
        state.withLock { $0.ratings[session.secret] ?? seeded }
    }

    /// A new session id, counted.
    package func newGuestSession() async throws(UpstreamFailure) -> GuestSessionID {
        stub.record(.newGuestSession)
        do {
            try await stub.answer(.newGuestSession, empty: {}, present: {})
        } catch {
            // The scenario only ever fails a call with an upstream failure.
            guard case .upstream(let failure) = error else { throw .invalidResponse }
            throw failure
        }
        let number = state.withLock { state -> Int in
            state.sessionsOpened += 1
            return state.sessionsOpened
        }
        let digits = String(number)
        let id = "stubguestsession" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
        do {
            return try GuestSessionID(id)
        } catch {
            throw .invalidResponse
        }
    }

    /// Rates the movie, replacing the session's earlier rating of it.
    package func rate(
        movieID: Int, rating: MovieRating, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatingChange {
        stub.record(.rate(movie: movieID, value: rating.value))
        guard movieID > 0 else { throw .notFound(movieID: movieID) }
        let known = try await stub.answer(
            .rate, empty: { catalogue.movie(withID: movieID) != nil }, notFound: { false },
            present: { catalogue.movie(withID: movieID) != nil })
        guard known else { throw .notFound(movieID: movieID) }
        return state.withLock { state -> RatingChange in
            var list = state.ratings[session.secret] ?? seeded
            let entry = ScenarioRating(movieID: movieID, rating: rating)
            defer { state.ratings[session.secret] = list }
            if let index = list.firstIndex(where: { $0.movieID == movieID }) {
                list[index] = entry
                return .replaced
            }
            list.append(entry)
            return .added
        }
    }

    /// Takes the session's rating of the movie back, if it has one.
    package func removeRating(movieID: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) {
        stub.record(.removeRating(movie: movieID))
        guard movieID > 0 else { throw .notFound(movieID: movieID) }
        let known = try await stub.answer(
            .removeRating, empty: { catalogue.movie(withID: movieID) != nil }, notFound: { false },
            present: { catalogue.movie(withID: movieID) != nil })
        guard known else { throw .notFound(movieID: movieID) }
        state.withLock { state in
            state.ratings[session.secret] = (state.ratings[session.secret] ?? seeded).filter {
                $0.movieID != movieID
            }
        }
    }

    /// Page `page` of the session's rated movies.
    package func ratedMovies(
        page: Int, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatedMoviePage {
        stub.record(.ratedMovies(page: page))
        guard (1...MoviePage.maximumPage).contains(page) else { throw .upstream(.rejected) }
        let rated = try await stub.answer(
            .ratedMovies, empty: { [RatedMovie]() },
            present: {
                ratings(of: session).compactMap { entry -> RatedMovie? in
                    guard let preview = catalogue.previews.first(where: { $0.id == entry.movieID }) else { return nil }
                    return RatedMovie(movie: preview, rating: entry.rating)
                }
            })
        let pages = StubMovieRepository.pages(of: rated)
        return RatedMoviePage(
            page: page, results: page <= pages.count ? pages[page - 1] : [], totalPages: pages.count,
            totalResults: rated.count)
    }
}

extension ScenarioPort {
    /// `MovieRatingRepository`, the port of a guest session's movie ratings.
    @available(*, deprecated, message: "package in 2.0.0: write the port's name as a literal")
    public static let movieRatingRepository: ScenarioPort = "MovieRatingRepository"
}

extension ScenarioMethod {
    /// `MovieRatingRepository.newGuestSession()`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let newGuestSession: ScenarioMethod = "newGuestSession"
    /// `MovieRatingRepository.rate(movieID:rating:session:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let rate: ScenarioMethod = "rate"
    /// `MovieRatingRepository.removeRating(movieID:session:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let removeRating: ScenarioMethod = "removeRating"
    /// `MovieRatingRepository.ratedMovies(page:session:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let ratedMovies: ScenarioMethod = "ratedMovies"
}

import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

/// The reference documents' operation tests, on the movie page's rating form: each test brings its own ratings
/// (a scenario's `data.ratings`), checks what the person sees (each state audited with axe-core on arrival) and
/// which operations the stub received — the writes `rate` and `removeRating`, exactly (the reads that show a page,
/// `ratedMovies` and `newGuestSession`, are not operations).
@Suite(
    "Rating a movie: the operation tests",
    .notOnReplay(
        "no recordings of TMDb's write API exist (guest sessions, POST and DELETE /movie/{id}/rating, the rated "
            + "list); the tests bring their own ratings through a stub scenario"), .uiTestShard)
struct RatingUITests {
    @Test("Rate: type 8.5 and save; the page shows 8.5, and the only operation is rate(movie: 550, value: 8.5)")
    func rate() async {
        await UITest.launch(.happyPath) { app in
            // Given Fight Club, not rated
            let movie = try await MovieDetailsRobot.open(in: app, id: 550)
                .checkNotRated()
            // When the person rates it 8.5
            try await movie.rate(8.5)
                // Then the page (after its redirect) shows 8.5, and the stub received exactly that rating
                .checkYourRating(8.5)
            try await app.stubs.checkOperations(are: [.rate(movie: 550, value: 8.5)])
        }
    }

    @Test("Validation: 11, then 8.3, are refused at the field, announced, kept as typed, and nothing is sent")
    func validation() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .rate(typing: "11")
                .check(RatingExpectation(isRated: false, fieldValue: "11", fieldError: "too high"))
                .rate(typing: "8.3")
                .check(RatingExpectation(isRated: false, fieldValue: "8.3", fieldError: "not a multiple of 0.5"))
            try await app.stubs.checkOperations(are: [])
        }
    }

    @Test("Remove: a rating the scenario seeded is shown, then removed; the only operation is removeRating(movie: 550)")
    func remove() async throws {
        await UITest.launch(try Self.seeded([550: 7.5])) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkYourRating(7.5)
                .removeRating()
                .checkNotRated()
            try await app.stubs.checkOperations(are: [.removeRating(movie: 550)])
        }
    }

    @Test("A submit that fails says the rating was not saved and keeps the value; a retry saves it")
    func failedSubmit() async {
        let scenario = Scenario.happyPath.overriding(
            "rate", of: "MovieRatingRepository",
            with: .failThenRecover(failures: 1, failure: .unavailable(retryAfter: nil)))
        await UITest.launch(scenario) { app in
            try await MovieDetailsRobot.open(in: app, id: 550)
                .rate(8.5)
                .check(RatingExpectation(isRated: false, fieldValue: "8.5", notSaved: "Your rating was not saved"))
                .tapSaveRating()
                .checkYourRating(8.5)
            // Both submits reached the stub: the one that failed changed nothing, the retry saved the rating.
            try await app.stubs.checkOperations(are: [.rate(movie: 550, value: 8.5), .rate(movie: 550, value: 8.5)])
        }
    }

    @Test("Your ratings: the seeded list, then a rating made in the test joins it")
    func ratedList() async throws {
        await UITest.launch(try Self.seeded([603: 9, 98: 6.5])) { app in
            try await RatedMoviesRobot.open(in: app)
                .check(RatedMoviesExpectation(ratings: [603: 9, 98: 6.5], ratingCount: 2))
            try await MovieDetailsRobot.open(in: app, id: 550)
                .rate(8.5)
                .checkYourRating(8.5)
            try await RatedMoviesRobot.open(in: app)
                .check(RatedMoviesExpectation(ratings: [603: 9, 98: 6.5, 550: 8.5], ratingCount: 3))
                .tapMovie(id: 550)
                .checkYourRating(8.5)
        }
    }

    @Test("Your ratings, none yet: the empty state, which leads to the popular movies")
    func emptyRatedList() async {
        await UITest.launch(.happyPath) { app in
            try await RatedMoviesRobot.open(in: app)
                .check(RatedMoviesExpectation(ratingCount: 0, isEmpty: true))
                .tapBrowse()
                .checkPage(1, of: UITestBackend.current?.popularMoviePages ?? 3)
        }
    }

    /// The standard world with `ratings` (movie id → value) seeded: the visitor's earlier ratings.
    static func seeded(_ ratings: [Int: Double]) throws -> Scenario {
        let list = ratings.sorted { $0.key < $1.key }.map { #"{"movieID": \#($0.key), "value": \#($0.value)}"# }
        let json = #"{"version": 2, "data": {"ratings": [\#(list.joined(separator: ", "))]}}"#
        return try Scenario.parse(json)
    }
}

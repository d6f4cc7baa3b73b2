import MarqueePageElements
import Testing
import UITestKit

/// `/ratings`: the movies the visitor rated, each with their rating, paged; an empty state before the first.
struct RatedMoviesRobot: ListRobot {
    typealias Element = RatedMoviesElement
    let app: UITestApp

    /// Opens `/ratings`.
    @discardableResult
    static func open(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await open("/ratings", in: app, sourceLocation: sourceLocation)
    }

    /// Opens the rated movie `id`'s page.
    @discardableResult
    func tapMovie(id: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieDetailsRobot {
        try await tap(.row, key: String(id), to: MovieDetailsRobot.self, sourceLocation: sourceLocation)
    }

    /// The empty state's link to the popular movies.
    @discardableResult
    func tapBrowse(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap(.browse, to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    /// Checks every field of `expectation` that is given.
    @discardableResult
    func check(
        _ expectation: RatedMoviesExpectation, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws -> Self
    {
        for (id, value) in (expectation.ratings ?? [:]).sorted(by: { $0.key < $1.key }) {
            try await checkText(
                .yourRating, key: String(id), is: "Your rating: \(RatingExpectation.text(value))",
                sourceLocation: sourceLocation)
        }
        try await checkList(
            rows: nil, rowCount: expectation.ratingCount, page: expectation.page, hasPreviousPage: nil,
            isEmpty: expectation.isEmpty, sourceLocation: sourceLocation)
        return self
    }
}

/// What a test expects of `/ratings`: each rated movie's rating (id → value), how many, the page, the empty state.
/// Every field is optional: `nil` is not checked.
struct RatedMoviesExpectation: Sendable {
    var ratings: [Int: Double]?
    var ratingCount: Int?
    var page: (Int, of: Int)?
    var isEmpty: Bool?
}

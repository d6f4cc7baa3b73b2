import MoviesDomain
import UITestScenario

/// A rating a scenario seeds, as version 2 `data` writes it: `"ratings": [{"movieID": 550, "value": 7.5}]`. The
/// movie must be in the scenario's catalogue and the value a ``MoviesDomain/MovieRating``; an error names the JSON
/// path (`data.ratings[0].value: expected a rating from 0.5 to 10 in steps of 0.5, found 11`).
package struct ScenarioRating: Hashable, Sendable {
    /// The kind's name in a scenario's `data`.
    package static let kind = "ratings"

    /// The movie rated.
    package let movieID: Int
    /// Its rating.
    package let rating: MovieRating

    /// A seeded rating.
    package init(movieID: Int, rating: MovieRating) {
        self.movieID = movieID
        self.rating = rating
    }

    /// The data kind `ratings`, identified by the movie rated (one rating per movie), each movie checked against the
    /// scenario's catalogue.
    package static let dataKind = StubDataCheck(kind, identifiedBy: "movieID") { scenario throws(ScenarioError) in
        _ = try ratings(serving: scenario.data, catalogue: StubMovieCatalogue(serving: scenario.data))
    }

    /// The ratings `data` seeds, in their order, each movie checked against `catalogue`.
    package static func ratings(
        serving data: ScenarioData, catalogue: StubMovieCatalogue
    ) throws(ScenarioError) -> [ScenarioRating] {
        try data.entities(of: kind).map { (entity) throws(ScenarioError) in
            let fields = try ScenarioFields(entity.object, at: entity.path, allowed: ["movieID", "value"])
            guard let movieID = try fields.integer("movieID", in: 1...Int.max) else {
                throw fields.error(at: "movieID", expected: "an integer of at least 1")
            }
            let expected = "a rating from 0.5 to 10 in steps of 0.5"
            guard let value = try fields.number("value") else { throw fields.error(at: "value", expected: expected) }
            guard let rating = try? MovieRating(value) else { throw fields.error(at: "value", expected: expected) }
            guard catalogue.movie(withID: movieID) != nil else {
                throw .missingReference(at: "\(entity.path).movieID", to: "movie \(movieID)", catalogue: data.catalogue)
            }
            return ScenarioRating(movieID: movieID, rating: rating)
        }
    }
}

import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

extension StubControl {
    /// Checks that the rating port's operations — its writes, `rate` and `removeRating` — are exactly `expected`,
    /// in order (the reference documents' `submitCalled`, and `deleteCalled` without `submitCalled`). The reads a
    /// page makes to show the ratings (`ratedMovies`, `newGuestSession`) are not operations and are left out.
    func checkOperations(
        are expected: [StubMovieRatingRepositoryCall], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await checkCalls(
            to: "MovieRatingRepository", ofMethods: ["rate", "removeRating"], are: expected,
            sourceLocation: sourceLocation)
    }
}

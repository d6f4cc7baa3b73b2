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
        let writes: Set = ["rate", "removeRating"]
        let calls =
            try await recordedCalls(sourceLocation: sourceLocation)[ScenarioPort.movieRatingRepository.name] ?? []
        let operations = calls.filter { writes.contains($0.method) }
        let wanted = try expected.map { try StubCall($0) }
        guard operations == wanted else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message:
                    "port \(ScenarioPort.movieRatingRepository.name): expected the operations \(wanted), but its stub "
                    + "recorded \(operations)",
                sourceLocation: sourceLocation)
        }
    }
}

import MoviesAdaptersUITesting
import Testing
import UITestKit

extension StubControl {
    /// Checks that the rating port's operations — its writes, `rate` and `removeRating` — are exactly `expected`,
    /// in order (the reference documents' `submitCalled`, and `deleteCalled` without `submitCalled`). The reads a
    /// page makes to show the ratings (`ratedMovies`, `newGuestSession`) are not operations and are left out.
    func checkOperations(
        are expected: [StubMovieRatingRepositoryCall], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let writes: Set = ["rate", "removeRating"]
        let calls = try await recordedCalls(sourceLocation: sourceLocation)[StubMovieRatingRepositoryCall.port] ?? []
        let operations = calls.filter { writes.contains($0.method) }
        let wanted = try expected.map { try StubCall($0.portCall) }
        guard operations == wanted else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: "port \(StubMovieRatingRepositoryCall.port): expected the operations \(wanted), but its stub "
                    + "recorded \(operations)",
                sourceLocation: sourceLocation)
        }
    }
}

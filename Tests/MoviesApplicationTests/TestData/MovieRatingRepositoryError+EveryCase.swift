import MarqueeTestSupport
import MoviesDomain

extension MovieRatingRepositoryError {
    /// One value of each case, every upstream failure among them. The switch is exhaustive, so a case added to the
    /// port stops this file from compiling until it is listed here.
    static let everyCase: [MovieRatingRepositoryError] = {
        let cases: [MovieRatingRepositoryError] =
            [.notFound(movieID: 550), .sessionNotValid, .invalidValue(message: "Value too high")]
            + UpstreamFailure.everyCase.map(Self.upstream)
        for error in cases {
            switch error {
            case .notFound, .sessionNotValid, .invalidValue, .upstream: break
            }
        }
        return cases
    }()
}

import MarqueeTestSupport
import MoviesDomain

extension MovieRepositoryError {
    /// One value of each case, every upstream failure among them. The switch is exhaustive, so a case added to the
    /// port stops this file from compiling until it is listed here; the mapping tests then fail until they say what
    /// it maps to.
    static let everyCase: [MovieRepositoryError] = {
        let cases: [MovieRepositoryError] = [.notFound(movieID: 550)] + UpstreamFailure.everyCase.map(Self.upstream)
        for error in cases {
            switch error {
            case .notFound, .upstream: break
            }
        }
        return cases
    }()
}

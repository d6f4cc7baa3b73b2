import CharactersDomain
import MarqueeTestSupport

extension CharacterRepositoryError {
    /// One value of each case, every upstream failure among them. The switch is exhaustive, so a case added to the
    /// port stops this file from compiling until it is listed here; the mapping tests then fail until they say what
    /// it maps to.
    static let everyCase: [CharacterRepositoryError] = {
        let cases: [CharacterRepositoryError] =
            [.notFound(characterID: 1), .pageOutOfRange(page: 43)] + UpstreamFailure.everyCase.map(Self.upstream)
        for error in cases {
            switch error {
            case .notFound, .pageOutOfRange, .upstream: break
            }
        }
        return cases
    }()
}

import CharactersDomain

extension EpisodeRepositoryError {
    /// One value of each case. The switch is exhaustive, so a case added to the port stops this file from
    /// compiling until it is listed here; the mapping tests then fail until they say what it maps to.
    static let everyCase: [EpisodeRepositoryError] = {
        let cases: [EpisodeRepositoryError] = [
            .unauthorized, .rateLimited, .unavailable, .invalidResponse, .cancelled,
            .rateLimited(retryAfter: .seconds(7)), .unavailable(retryAfter: .seconds(9)),
        ]
        for error in cases {
            switch error {
            case .unauthorized, .rateLimited, .unavailable, .invalidResponse, .cancelled: break
            }
        }
        return cases
    }()
}

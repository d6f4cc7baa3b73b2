import MoviesDomain

extension MovieRepositoryError {
    /// One value of each case. The switch is exhaustive, so a case added to the port stops this file from
    /// compiling until it is listed here; the mapping tests then fail until they say what it maps to.
    static let everyCase: [MovieRepositoryError] = {
        let cases: [MovieRepositoryError] = [
            .notFound(movieID: 550), .unauthorized, .rateLimited, .unavailable, .rejected, .invalidResponse, .cancelled,
            .rateLimited(retryAfter: .seconds(7)), .unavailable(retryAfter: .seconds(9)),
        ]
        for error in cases {
            switch error {
            case .notFound, .unauthorized, .rateLimited, .unavailable, .rejected, .invalidResponse, .cancelled: break
            }
        }
        return cases
    }()
}

import SharedKernel

extension UpstreamFailure {
    /// One value of each case, with and without a wait, for the tests that map every failure. The switch is exhaustive, so a case added to the vocabulary
    /// stops this file from compiling until it is listed here.
    package static let everyCase: [UpstreamFailure] = {
        let cases: [UpstreamFailure] = [
            .unauthorized, .rateLimited, .unavailable, .rejected, .invalidResponse, .cancelled,
            .rateLimited(retryAfter: .seconds(7)), .unavailable(retryAfter: .seconds(9)),
        ]
        for failure in cases {
            switch failure {
            case .unauthorized, .rateLimited, .unavailable, .rejected, .invalidResponse, .cancelled: break
            }
        }
        return cases
    }()
}

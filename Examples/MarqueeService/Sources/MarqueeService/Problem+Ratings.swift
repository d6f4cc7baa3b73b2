import MarqueeKit

/// The problems of the rating routes (the one table, continued from `Problem+UseCaseErrors.swift`).
extension Problem {
    /// The service has no `MARQUEE_SESSION_KEY` (live): it cannot keep a visitor's guest session, so it rates
    /// nothing rather than lose the ratings at the next restart (503, names the variable).
    static let ratingsNotConfigured = Problem(
        .ratingsNotConfigured, status: .serviceUnavailable, title: "Ratings are not configured",
        detail: "ratings need \(VisitorKeys.environmentVariable) set on the server")

    /// A rating's failures, or the guest session's that could not be opened for it.
    init(_ failure: VisitorRatings.Failure) {
        switch failure {
        case .rating(let error): self.init(error)
        case .openingSession(let failure): self.init(failure, from: .movies)
        }
    }

    /// A rating's failures.
    init(_ error: RatingError) {
        switch error {
        case .invalidValue:
            // TMDb's own message stays out of the body: every message is the service's.
            self = Problem(
                .upstreamRejected, status: .badGateway, title: "Upstream rejected the request",
                detail: "TMDb refused the rating as invalid")
        case .notFound(let movieID):
            self = Problem(.notFound, status: .notFound, title: "Not found", detail: "no movie has id \(movieID)")
        case .sessionNotValid:
            self = Problem(
                .upstreamUnauthorized, status: .badGateway, title: "Upstream refused our credential",
                detail: "TMDb refused the visitor's guest session, also a new one")
        case .pageOutOfRange(let page):
            self = Problem(
                .notFound, status: .notFound, title: "Not found", detail: "page \(page) is past the end of the ratings",
                parameter: "page")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }
}

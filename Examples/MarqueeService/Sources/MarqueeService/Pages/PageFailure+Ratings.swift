import MarqueeKit

// How a page words a rating that was not saved, not taken back or not listed.
extension PageFailure {
    init(_ error: RatingError) {
        switch error {
        case .invalidValue:
            self.init(kind: .upstream(status: 502), message: "The movie service (TMDb) refused the rating.")
        case .notFound(let id): self = .notFound("No movie has the id \(id).")
        case .sessionNotValid:
            self.init(kind: .upstream(status: 502), message: "The movie service (TMDb) refused your rating session.")
        case .pageOutOfRange(let page):
            self = .badInput("There is no page \(page) of your ratings.", parameter: "page")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    init(_ failure: VisitorRatings.Failure) {
        switch failure {
        case .rating(let error): self.init(error)
        case .openingSession(let failure): self.init(failure, from: .movies)
        }
    }

    /// Ratings need `MARQUEE_SESSION_KEY` on the server (live): a 503 that names it, never a value.
    static let ratingsNotConfigured = PageFailure(
        kind: .upstream(status: 503),
        message: "Ratings are not available on this server (set \(VisitorKeys.environmentVariable)).")
}

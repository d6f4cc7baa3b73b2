import MoviesDomain

/// Why rating a movie, taking a rating back or listing the rated movies failed. One error for the three use cases
/// (each says which cases it throws), so each host words a rating failure in one place. A value outside 0.5…10 or
/// off the 0.5 steps never gets here: ``MoviesDomain/MovieRating`` refuses it where the input arrives, before
/// anything is sent.
public enum RatingError: Error, Hashable, Sendable {
    /// The service refused the value with this message (TMDb's 400, `status_code` 18): the service and
    /// ``MoviesDomain/MovieRating`` disagree on what a rating is.
    case invalidValue(message: String)
    /// No movie has this id.
    case notFound(movieID: Int)
    /// The guest session is unknown to the service or has expired: open a new one.
    case sessionNotValid
    /// The list of rated movies has fewer pages than the one asked for (page 1 is never past the end: nothing
    /// rated is an empty page 1).
    case pageOutOfRange(page: Int)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
    case upstream(UpstreamFailure)

    /// Maps the rating port's error.
    init(_ error: MovieRatingRepositoryError) {
        switch error {
        case .invalidValue(let message): self = .invalidValue(message: message)
        case .notFound(let movieID): self = .notFound(movieID: movieID)
        case .sessionNotValid: self = .sessionNotValid
        case .upstream(let failure): self = .upstream(failure)
        }
    }
}

import Wiring

/// One call a `StubMovieRatingRepository` received, with its arguments; the guest session is never recorded (it
/// is a credential, and a test asserts what was rated, not by whom).
public enum StubMovieRatingRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `newGuestSession()`.
    case newGuestSession
    /// `rate(movieID:rating:session:)`: `rate(movie: 550, value: 8.5)`.
    case rate(movie: Int, value: Double)
    /// `removeRating(movieID:session:)`: `removeRating(movie: 550)`.
    case removeRating(movie: Int)
    /// `ratedMovies(page:session:)`.
    case ratedMovies(page: Int)

    /// `MovieRatingRepository`.
    public static var port: String { "MovieRatingRepository" }

    /// The call as data, its case's labels as the arguments' names: `rate(movie: 550, value: 8.5)`.
    public var portCall: PortCall {
        switch self {
        case .newGuestSession: PortCall("newGuestSession", [:])
        case .rate(let movie, let value): PortCall("rate", ["movie": .integer(movie), "value": .number(value)])
        case .removeRating(let movie): PortCall("removeRating", ["movie": .integer(movie)])
        case .ratedMovies(let page): PortCall("ratedMovies", ["page": .integer(page)])
        }
    }
}

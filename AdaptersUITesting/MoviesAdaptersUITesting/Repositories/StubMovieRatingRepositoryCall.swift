/// One call a `StubMovieRatingRepository` received, with its arguments; the guest session is never recorded (it
/// is a credential, and a test asserts what was rated, not by whom). It reads as data through its synthesized
/// `Encodable` form (what UITestKit's `checkCalls(to:are:)` reads): `rate(movie: 550, value: 8.5)`.
public enum StubMovieRatingRepositoryCall: Hashable, Codable, Sendable {
    /// `newGuestSession()`.
    case newGuestSession
    /// `rate(movieID:rating:session:)`: `rate(movie: 550, value: 8.5)`.
    case rate(movie: Int, value: Double)
    /// `removeRating(movieID:session:)`: `removeRating(movie: 550)`.
    case removeRating(movie: Int)
    /// `ratedMovies(page:session:)`.
    case ratedMovies(page: Int)
}

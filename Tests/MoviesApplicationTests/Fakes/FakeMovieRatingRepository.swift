import MoviesDomain
import Synchronization

/// A ``MovieRatingRepository`` that answers every call with a canned result and records the call first.
final class FakeMovieRatingRepository: MovieRatingRepository {
    private let sessionResult: Result<GuestSessionID, UpstreamFailure>
    private let rateResult: Result<RatingChange, MovieRatingRepositoryError>
    private let removeResult: Result<Void, MovieRatingRepositoryError>
    private let ratedResult: Result<RatedMoviePage, MovieRatingRepositoryError>
    private let log = Mutex<[MovieRatingRepositoryCall]>([])

    init(
        session: Result<GuestSessionID, UpstreamFailure> = .success(.fake),
        rate: Result<RatingChange, MovieRatingRepositoryError> = .success(.added),
        remove: Result<Void, MovieRatingRepositoryError> = .success(()),
        rated: Result<RatedMoviePage, MovieRatingRepositoryError> = .success(.oneRated)
    ) {
        sessionResult = session
        rateResult = rate
        removeResult = remove
        ratedResult = rated
    }

    /// Every call received, in order.
    var calls: [MovieRatingRepositoryCall] { log.withLock { $0 } }

    func newGuestSession() async throws(UpstreamFailure) -> GuestSessionID {
        log.withLock { $0.append(.newGuestSession) }
        return try sessionResult.get()
    }

    func rate(
        movieID: Int, rating: MovieRating, session: GuestSessionID
    ) async throws(MovieRatingRepositoryError) -> RatingChange {
        log.withLock { $0.append(.rate(movieID: movieID, rating: rating, session: session.secret)) }
        return try rateResult.get()
    }

    func removeRating(movieID: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) {
        log.withLock { $0.append(.removeRating(movieID: movieID, session: session.secret)) }
        try removeResult.get()
    }

    func ratedMovies(page: Int, session: GuestSessionID) async throws(MovieRatingRepositoryError) -> RatedMoviePage {
        log.withLock { $0.append(.ratedMovies(page: page, session: session.secret)) }
        return try ratedResult.get()
    }
}

/// One call a ``FakeMovieRatingRepository`` received, with its arguments.
enum MovieRatingRepositoryCall: Hashable, Sendable {
    case newGuestSession
    case rate(movieID: Int, rating: MovieRating, session: String)
    case removeRating(movieID: Int, session: String)
    case ratedMovies(page: Int, session: String)
}

extension GuestSessionID {
    /// A session id no real service handed out.
    static let fake = try! GuestSessionID("fake0guest0session")
}

extension RatedMoviePage {
    /// Page 1 of 1: Fight Club rated 7.5.
    static let oneRated = RatedMoviePage(
        page: 1, results: [RatedMovie(movie: .fightClub, rating: MovieRating(validating: 7.5))], totalPages: 1,
        totalResults: 1)
}

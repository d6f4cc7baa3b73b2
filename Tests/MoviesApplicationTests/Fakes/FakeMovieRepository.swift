import MoviesDomain
import Synchronization

/// A ``MovieRepository`` that answers every call with a canned result and records the call first.
final class FakeMovieRepository: MovieRepository {
    private let movieResult: Result<Movie, MovieRepositoryError>
    private let creditsResult: Result<MovieCredits, MovieRepositoryError>
    private let popularMoviesResult: Result<MoviePage, MovieRepositoryError>
    private let searchMoviesResult: Result<MoviePage, MovieRepositoryError>
    private let onCall: (@Sendable (MovieRepositoryCall) async -> Void)?
    private let log = Mutex<[MovieRepositoryCall]>([])

    /// `onCall` runs after a call is recorded and before it is answered, e.g. to hold it at a rendezvous.
    init(
        movie: Result<Movie, MovieRepositoryError> = .success(.fightClub),
        credits: Result<MovieCredits, MovieRepositoryError> = .success(.fightClub),
        popularMovies: Result<MoviePage, MovieRepositoryError> = .success(.popularFirstPage),
        searchMovies: Result<MoviePage, MovieRepositoryError> = .success(.fightClubSearch),
        onCall: (@Sendable (MovieRepositoryCall) async -> Void)? = nil
    ) {
        movieResult = movie
        creditsResult = credits
        popularMoviesResult = popularMovies
        searchMoviesResult = searchMovies
        self.onCall = onCall
    }

    /// Every call received, in order.
    var calls: [MovieRepositoryCall] { log.withLock { $0 } }

    func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        try await answer(.movie(id: id), with: movieResult)
    }

    func credits(forMovieWithID movieID: Int) async throws(MovieRepositoryError) -> MovieCredits {
        try await answer(.credits(movieID: movieID), with: creditsResult)
    }

    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await answer(.popularMovies(page: page), with: popularMoviesResult)
    }

    func searchMovies(query: String, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await answer(.searchMovies(query: query, page: page), with: searchMoviesResult)
    }

    private func answer<Success>(
        _ call: MovieRepositoryCall, with result: Result<Success, MovieRepositoryError>
    ) async throws(MovieRepositoryError) -> Success {
        log.withLock { $0.append(call) }
        await onCall?(call)
        return try result.get()
    }
}

/// One call a ``FakeMovieRepository`` received, with its arguments.
enum MovieRepositoryCall: Hashable, Sendable {
    case movie(id: Int)
    case credits(movieID: Int)
    case popularMovies(page: Int)
    case searchMovies(query: String, page: Int)
}

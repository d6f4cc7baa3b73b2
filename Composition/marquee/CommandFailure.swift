import CharactersApplication
import MoviesApplication
import MoviesDomain
import SharedKernel

/// A command that ran but could not produce its result: one line on standard error and a non-zero exit status.
struct CommandFailure: Error, Hashable, Sendable {
    /// Bad input found only once the use case looked at it (status 2), or a failure of the service (status 1).
    enum Kind: Hashable, Sendable {
        case usage
        case service
    }

    /// Which kind of failure this is.
    let kind: Kind
    /// What went wrong, in one line, without the `marquee: ` prefix; never contains a secret.
    let message: String

    /// The process exit status for this failure.
    var exitStatus: Int32 {
        switch kind {
        case .usage: ExitStatus.usage
        case .service: ExitStatus.failure
        }
    }

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(kind: .usage, message: message)
    }

    static func service(_ message: String) -> CommandFailure {
        CommandFailure(kind: .service, message: message)
    }
}

/// Each use case error becomes a one-line message: what the service did is a service failure (exit 1). Pages, ids,
/// the query and the filter never get this far: the parser builds their value types and refuses bad ones with a
/// usage error. Every case is spelled out, so a new case is a compile error here.
extension CommandFailure {
    /// The upstream service a failure came from, as the messages name it.
    enum Upstream: String {
        case movies = "the movie service (TMDb)"
        case characters = "the character service (Rick and Morty API)"
    }

    /// The one wording of every upstream failure, whichever use case saw it.
    init(_ failure: UpstreamFailure, from upstream: Upstream) {
        let service = upstream.rawValue
        switch failure {
        case .unauthorized:
            self = .service(
                upstream == .movies
                    ? "\(service) refused the credential (unauthorized); check TMDB_API_TOKEN or TMDB_API_KEY"
                    : "\(service) refused the request (unauthorized)")
        case .rateLimited(let wait):
            self = .service("\(service) is limiting the request rate; \(Self.tryAgain(after: wait))")
        case .unavailable(let wait):
            self = .service(
                "\(service) is unavailable (unreachable, failing or not at the configured URL); "
                    + Self.tryAgain(after: wait))
        case .rejected: self = .service("\(service) rejected the request")
        case .invalidResponse: self = .service("\(service) sent an answer marquee cannot read")
        // Only a cancelled task gets here (marquee itself never cancels one), so the message says what happened
        // to the request rather than blaming the service.
        case .cancelled: self = .service("the request to \(service) was cancelled before it was answered")
        }
    }

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .notFound(let movieID): self = .service("no movie has ID \(movieID)")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    init(_ error: MovieListError) {
        switch error {
        case .pageOutOfRange(let page, .popular): self = .service("page \(page) is past the end of the popular movies")
        case .pageOutOfRange(let page, .search): self = .service("page \(page) is past the end of the search results")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    init(_ error: RatingError) {
        switch error {
        case .invalidValue(let message):
            self = .service("the movie service (TMDb) refused the rating: \(UserText.escaped(message))")
        case .notFound(let movieID): self = .service("no movie has ID \(movieID)")
        case .sessionNotValid:
            self = .service(
                "the movie service (TMDb) does not know the guest session in TMDB_GUEST_SESSION_ID, or it has "
                    + "expired; run 'marquee session new' for a new one")
        case .pageOutOfRange(let page): self = .service("page \(page) is past the end of your rated movies")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    init(_ error: FetchCharactersError) {
        switch error {
        case .pageOutOfRange(let page): self = .service("page \(page) is past the end of the character list")
        case .upstream(let failure): self.init(failure, from: .characters)
        }
    }

    init(_ error: FetchCharacterDetailsError) {
        switch error {
        case .notFound(let characterID): self = .service("no character has ID \(characterID)")
        case .upstream(let failure): self.init(failure, from: .characters)
        }
    }

    /// When to try again: the wait the service asked for (its `Retry-After`), if it said so.
    private static func tryAgain(after wait: Duration?) -> String {
        guard let wait else { return "try again later" }
        return "it asks to wait \(wait.wholeSecondsInWords) before trying again"
    }
}

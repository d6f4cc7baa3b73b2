import CharactersApplication
import CompositionKit
import MoviesApplication

/// Each use case error becomes a one-line message: what the service did is a service failure (exit 1); a filter
/// that is too long is a usage failure (exit 2), though the parser refuses one first. Pages, ids and the query
/// never get this far: the parser builds their value types and refuses bad ones with a usage error. Every case is
/// spelled out, so a new case is a compile error here.
extension CommandFailure {
    init(_ error: FetchPopularMoviesError) {
        switch error {
        case .unauthorized: self = .moviesUnauthorized
        case .rateLimited(let wait): self = .rateLimited(service: Self.moviesService, retryAfter: wait)
        case .unavailable(let wait): self = .unavailable(service: Self.moviesService, retryAfter: wait)
        case .rejected: self = .rejected(service: Self.moviesService)
        case .invalidResponse: self = .invalidResponse(service: Self.moviesService)
        case .cancelled: self = .cancelled(service: Self.moviesService)
        }
    }

    init(_ error: SearchMoviesError) {
        switch error {
        case .unauthorized: self = .moviesUnauthorized
        case .rateLimited(let wait): self = .rateLimited(service: Self.moviesService, retryAfter: wait)
        case .unavailable(let wait): self = .unavailable(service: Self.moviesService, retryAfter: wait)
        case .rejected: self = .rejected(service: Self.moviesService)
        case .invalidResponse: self = .invalidResponse(service: Self.moviesService)
        case .cancelled: self = .cancelled(service: Self.moviesService)
        }
    }

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .notFound(let movieID): self = .service("no movie has ID \(movieID)")
        case .unauthorized: self = .moviesUnauthorized
        case .rateLimited(let wait): self = .rateLimited(service: Self.moviesService, retryAfter: wait)
        case .unavailable(let wait): self = .unavailable(service: Self.moviesService, retryAfter: wait)
        case .rejected: self = .rejected(service: Self.moviesService)
        case .invalidResponse: self = .invalidResponse(service: Self.moviesService)
        case .cancelled: self = .cancelled(service: Self.moviesService)
        }
    }

    init(_ error: FetchCharactersError) {
        switch error {
        case .pageOutOfRange(let page): self = .service("page \(page) is past the end of the character list")
        case .unauthorized: self = .charactersUnauthorized
        case .rateLimited(let wait): self = .rateLimited(service: Self.charactersService, retryAfter: wait)
        case .unavailable(let wait): self = .unavailable(service: Self.charactersService, retryAfter: wait)
        case .invalidResponse: self = .invalidResponse(service: Self.charactersService)
        case .cancelled: self = .cancelled(service: Self.charactersService)
        }
    }

    init(_ error: FetchCharacterDetailsError) {
        switch error {
        case .notFound(let characterID): self = .service("no character has ID \(characterID)")
        case .unauthorized: self = .charactersUnauthorized
        case .rateLimited(let wait): self = .rateLimited(service: Self.charactersService, retryAfter: wait)
        case .unavailable(let wait): self = .unavailable(service: Self.charactersService, retryAfter: wait)
        case .invalidResponse: self = .invalidResponse(service: Self.charactersService)
        case .cancelled: self = .cancelled(service: Self.charactersService)
        }
    }

    private static let moviesService = "the movie service (TMDb)"
    private static let charactersService = "the character service (Rick and Morty API)"

    private static let moviesUnauthorized = CommandFailure.service(
        "\(moviesService) refused the credential (unauthorized); check TMDB_API_TOKEN or TMDB_API_KEY")

    private static let charactersUnauthorized = CommandFailure.service(
        "\(charactersService) refused the request (unauthorized)")

    private static func rateLimited(service: String, retryAfter: Duration?) -> CommandFailure {
        .service("\(service) is limiting the request rate; \(tryAgain(after: retryAfter))")
    }

    private static func unavailable(service: String, retryAfter: Duration?) -> CommandFailure {
        .service(
            "\(service) is unavailable (unreachable, failing or not at the configured URL); "
                + tryAgain(after: retryAfter))
    }

    /// When to try again: the wait the service asked for (its `Retry-After`), if it said so.
    private static func tryAgain(after wait: Duration?) -> String {
        guard let wait else { return "try again later" }
        return "it asks to wait \(wait.wholeSecondsInWords) before trying again"
    }

    private static func rejected(service: String) -> CommandFailure {
        .service("\(service) rejected the request")
    }

    /// Only a cancelled task gets here (marquee itself never cancels one), so the message says what happened
    /// to the request rather than blaming the service.
    private static func cancelled(service: String) -> CommandFailure {
        .service("the request to \(service) was cancelled before it was answered")
    }

    private static func invalidResponse(service: String) -> CommandFailure {
        .service("\(service) sent an answer marquee cannot read")
    }
}

import MarqueeKit

/// The one table from every use-case error to a problem. Bad input is a 400 naming the parameter; a missing
/// resource is a 404; what the upstream API did is a 5xx (502 when it answered wrongly, 503 when it could not
/// answer now, with `Retry-After` when rate-limited). Every case is spelled out: a new case is a compile error here.
///
/// `Retry-After`: the upstream's own value (delta-seconds, carried by the ports as `retryAfter`) when it sent one
/// with its 429 or 503; else, for a rate limit only, ``rateLimitRetryAfterSeconds``.
extension Problem {
    /// Seconds a client should wait after the upstream API rate-limited us without saying how long. The adapters
    /// already retried and honoured the upstream's `Retry-After` within their deadline.
    static let rateLimitRetryAfterSeconds = 30

    /// The upstream service a failure came from, as the problems name it.
    enum Upstream: String, Sendable {
        /// The Movies context's service.
        case movies = "TMDb"
        /// The Characters context's service.
        case characters = "the Rick and Morty API"
        /// The service's own watchlist port's service (``Watchlist``).
        case watchlist = "watchlist-service"
    }

    /// The one problem for each upstream failure, whichever use case saw it.
    init(_ failure: UpstreamFailure, from upstream: Upstream) {
        let service = upstream.rawValue
        switch failure {
        case .unauthorized:
            self = Problem(
                .upstreamUnauthorized, status: .badGateway, title: "Upstream refused our credential",
                detail: "\(service) refused the service's credential")
        case .rateLimited(let retryAfter):
            self = Problem(
                .upstreamRateLimited, status: .serviceUnavailable, title: "Upstream is rate-limiting us",
                detail: "\(service) is rate-limiting the service; try again later",
                retryAfterSeconds: retryAfter?.wholeSecondsRoundedUp ?? Self.rateLimitRetryAfterSeconds)
        case .unavailable(let retryAfter):
            self = Problem(
                .upstreamUnavailable, status: .serviceUnavailable, title: "Upstream unavailable",
                detail: "\(service) could not be reached or failed",
                retryAfterSeconds: retryAfter?.wholeSecondsRoundedUp)
        case .rejected:
            self = Problem(
                .upstreamRejected, status: .badGateway, title: "Upstream rejected the request",
                detail: "\(service) rejected the request as invalid")
        case .invalidResponse:
            self = Problem(
                .upstreamInvalidResponse, status: .badGateway, title: "Upstream answered unexpectedly",
                detail: "\(service) answered with something its API does not promise")
        case .cancelled:
            self = Problem(
                .cancelled, status: .serviceUnavailable, title: "Cancelled", detail: "the request was cancelled")
        }
    }

    /// A movie's failures.
    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .notFound(let movieID):
            self = Problem(.notFound, status: .notFound, title: "Not found", detail: "no movie has id \(movieID)")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    /// A movie list's failures.
    init(_ error: MovieListError) {
        switch error {
        case .pageOutOfRange(let page, let list):
            let name =
                switch list {
                case .popular: "the popular movies"
                case .search: "the search results"
                }
            self = Problem(
                .notFound, status: .notFound, title: "Not found", detail: "page \(page) is past the end of \(name)",
                parameter: "page")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    /// The character list's failures.
    init(_ error: FetchCharactersError) {
        switch error {
        case .pageOutOfRange(let page):
            self = Problem(
                .notFound, status: .notFound, title: "Not found",
                detail: "page \(page) is past the end of the character list", parameter: "page")
        case .upstream(let failure): self.init(failure, from: .characters)
        }
    }

    /// A character's failures.
    init(_ error: FetchCharacterDetailsError) {
        switch error {
        case .notFound(let characterID):
            self = Problem(
                .notFound, status: .notFound, title: "Not found", detail: "no character has id \(characterID)")
        case .upstream(let failure): self.init(failure, from: .characters)
        }
    }

    /// The Movies context cannot run: the message names the variables (never their values).
    init(_ error: ContextConfigurationError) {
        self = Problem(
            .moviesNotConfigured, status: .serviceUnavailable, title: "Movies are not configured",
            detail: error.description)
    }

}

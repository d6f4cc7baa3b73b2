import CharactersApplication
import CompositionKit
import MarqueeInput
import MoviesApplication
import MoviesDomain

/// Why a page could not show what it was asked for, in words for a person, with the HTTP status the page is
/// answered with: bad input 400, not found 404, an upstream that refuses, limits or fails us 502/503. When the
/// upstream said how long to wait, the page says it in words and sends the same `Retry-After` as the JSON problem.
struct PageFailure: Error, Sendable {
    enum Kind: Sendable {
        /// The address asked for something invalid (a page number, a filter value): the error state, 400.
        case badInput
        /// Nothing has this id: the not-found page, 404.
        case notFound
        /// The upstream service or our configuration failed: the error state with "Try again", 5xx.
        case upstream(status: Int)
    }

    let kind: Kind
    let message: String
    /// How long the upstream asked us to wait, in a sentence for the error state; `nil` when it did not say.
    var wait: String?
    /// The `Retry-After` header of the page, in seconds: the same value as the JSON problem of the same error.
    var retryAfterSeconds: Int?

    /// The status the page is answered with.
    var status: Int {
        switch kind {
        case .badInput: 400
        case .notFound: 404
        case .upstream(let status): status
        }
    }

    /// The error state's heading.
    var heading: String {
        switch kind {
        case .badInput: "This address asks for something we cannot show"
        case .notFound: "Not found"
        case .upstream: "Something went wrong"
        }
    }

    static func badInput(_ message: String) -> PageFailure { PageFailure(kind: .badInput, message: message) }
    static func notFound(_ message: String) -> PageFailure { PageFailure(kind: .notFound, message: message) }

    /// The failures every upstream call can have, worded for the service (`"The movie service"`).
    static func upstream(_ reason: UpstreamReason, service: String) -> PageFailure {
        switch reason {
        case .unauthorized:
            PageFailure(kind: .upstream(status: 502), message: "\(service) refused our credentials.")
        case .rateLimited(nil):
            PageFailure(
                kind: .upstream(status: 503), message: "\(service) is getting too many requests. Wait a moment.")
        case .rateLimited(let wait?):
            PageFailure(
                kind: .upstream(status: 503), message: "\(service) is getting too many requests.",
                wait: waitSentence(wait, service: service))
        case .unavailable(let wait):
            PageFailure(
                kind: .upstream(status: 503), message: "\(service) could not be reached.",
                wait: wait.map { waitSentence($0, service: service) })
        case .rejected, .invalidResponse:
            PageFailure(kind: .upstream(status: 502), message: "\(service) gave an answer we could not use.")
        case .cancelled:
            PageFailure(kind: .upstream(status: 503), message: "The request was cancelled before \(service) answered.")
        }
    }

    /// The wait an upstream asked for, rounded up as the `Retry-After` header and `marquee`'s message are.
    private static func waitSentence(_ wait: Duration, service: String) -> String {
        "\(service) asks us to wait \(wait.wholeSecondsInWords) before trying again."
    }

    /// What went wrong upstream, whichever use case saw it; a rate limit or an outage carries the upstream's
    /// `Retry-After` when it sent one.
    enum UpstreamReason: Sendable {
        case unauthorized, rejected, invalidResponse, cancelled
        case rateLimited(Duration?)
        case unavailable(Duration?)
    }

    static let movieService = "The movie service (TMDb)"
    static let characterService = "The character service (Rick and Morty API)"

    init(kind: Kind, message: String, wait: String? = nil) {
        self.kind = kind
        self.message = message
        self.wait = wait
    }

    init(_ error: FetchPopularMoviesError) {
        switch error {
        case .unauthorized: self = .upstream(.unauthorized, service: Self.movieService)
        case .rateLimited(let wait): self = .upstream(.rateLimited(wait), service: Self.movieService)
        case .unavailable(let wait): self = .upstream(.unavailable(wait), service: Self.movieService)
        case .rejected: self = .upstream(.rejected, service: Self.movieService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.movieService)
        case .cancelled: self = .upstream(.cancelled, service: Self.movieService)
        }
        retryAfterSeconds = Problem(error).retryAfterSeconds
    }

    /// An input `MarqueeInput` refused: the message every host shows for it.
    init(_ error: InputError) {
        self = .badInput(error.message)
    }

    init(_ error: SearchMoviesError) {
        switch error {
        case .unauthorized: self = .upstream(.unauthorized, service: Self.movieService)
        case .rateLimited(let wait): self = .upstream(.rateLimited(wait), service: Self.movieService)
        case .unavailable(let wait): self = .upstream(.unavailable(wait), service: Self.movieService)
        case .rejected: self = .upstream(.rejected, service: Self.movieService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.movieService)
        case .cancelled: self = .upstream(.cancelled, service: Self.movieService)
        }
        retryAfterSeconds = Problem(error).retryAfterSeconds
    }

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .notFound(let id): self = .notFound("No movie has the id \(id).")
        case .unauthorized: self = .upstream(.unauthorized, service: Self.movieService)
        case .rateLimited(let wait): self = .upstream(.rateLimited(wait), service: Self.movieService)
        case .unavailable(let wait): self = .upstream(.unavailable(wait), service: Self.movieService)
        case .rejected: self = .upstream(.rejected, service: Self.movieService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.movieService)
        case .cancelled: self = .upstream(.cancelled, service: Self.movieService)
        }
        retryAfterSeconds = Problem(error).retryAfterSeconds
    }

    init(_ error: FetchCharactersError) {
        switch error {
        case .pageOutOfRange(let page):
            self = .badInput("There is no page \(page) of characters with these filters.")
        case .unauthorized: self = .upstream(.unauthorized, service: Self.characterService)
        case .rateLimited(let wait): self = .upstream(.rateLimited(wait), service: Self.characterService)
        case .unavailable(let wait): self = .upstream(.unavailable(wait), service: Self.characterService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.characterService)
        case .cancelled: self = .upstream(.cancelled, service: Self.characterService)
        }
        retryAfterSeconds = Problem(error).retryAfterSeconds
    }

    init(_ error: FetchCharacterDetailsError) {
        switch error {
        case .notFound(let id): self = .notFound("No character has the id \(id).")
        case .unauthorized: self = .upstream(.unauthorized, service: Self.characterService)
        case .rateLimited(let wait): self = .upstream(.rateLimited(wait), service: Self.characterService)
        case .unavailable(let wait): self = .upstream(.unavailable(wait), service: Self.characterService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.characterService)
        case .cancelled: self = .upstream(.cancelled, service: Self.characterService)
        }
        retryAfterSeconds = Problem(error).retryAfterSeconds
    }
}

import CharactersApplication
import MoviesApplication
import MoviesDomain

/// Why a page could not show what it was asked for, in words for a person, with the HTTP status the page is
/// answered with: bad input 400, not found 404, an upstream that refuses, limits or fails us 502/503.
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
        case .rateLimited:
            PageFailure(
                kind: .upstream(status: 503), message: "\(service) is getting too many requests. Wait a moment.")
        case .unavailable:
            PageFailure(kind: .upstream(status: 503), message: "\(service) could not be reached.")
        case .rejected, .invalidResponse:
            PageFailure(kind: .upstream(status: 502), message: "\(service) gave an answer we could not use.")
        case .cancelled:
            PageFailure(kind: .upstream(status: 503), message: "The request was cancelled before \(service) answered.")
        }
    }

    /// What went wrong upstream, whichever use case saw it.
    enum UpstreamReason: Sendable {
        case unauthorized, rateLimited, unavailable, rejected, invalidResponse, cancelled
    }

    static let movieService = "The movie service (TMDb)"
    static let characterService = "The character service (Rick and Morty API)"

    init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    init(_ error: FetchPopularMoviesError) {
        switch error {
        case .unauthorized: self = .upstream(.unauthorized, service: Self.movieService)
        case .rateLimited: self = .upstream(.rateLimited, service: Self.movieService)
        case .unavailable: self = .upstream(.unavailable, service: Self.movieService)
        case .rejected: self = .upstream(.rejected, service: Self.movieService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.movieService)
        case .cancelled: self = .upstream(.cancelled, service: Self.movieService)
        }
    }

    init(_ error: SearchQueryError) {
        switch error {
        case .empty: self = .badInput("Type a title to search for.")
        case .tooLong(let maximum): self = .badInput("A search can be at most \(maximum) characters long.")
        }
    }

    init(_ error: SearchMoviesError) {
        switch error {
        case .unauthorized: self = .upstream(.unauthorized, service: Self.movieService)
        case .rateLimited: self = .upstream(.rateLimited, service: Self.movieService)
        case .unavailable: self = .upstream(.unavailable, service: Self.movieService)
        case .rejected: self = .upstream(.rejected, service: Self.movieService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.movieService)
        case .cancelled: self = .upstream(.cancelled, service: Self.movieService)
        }
    }

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .notFound(let id): self = .notFound("No movie has the id \(id).")
        case .unauthorized: self = .upstream(.unauthorized, service: Self.movieService)
        case .rateLimited: self = .upstream(.rateLimited, service: Self.movieService)
        case .unavailable: self = .upstream(.unavailable, service: Self.movieService)
        case .rejected: self = .upstream(.rejected, service: Self.movieService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.movieService)
        case .cancelled: self = .upstream(.cancelled, service: Self.movieService)
        }
    }

    init(_ error: FetchCharactersError) {
        switch error {
        case .pageOutOfRange(let page):
            self = .badInput("There is no page \(page) of characters with these filters.")
        case .unauthorized: self = .upstream(.unauthorized, service: Self.characterService)
        case .rateLimited: self = .upstream(.rateLimited, service: Self.characterService)
        case .unavailable: self = .upstream(.unavailable, service: Self.characterService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.characterService)
        case .cancelled: self = .upstream(.cancelled, service: Self.characterService)
        }
    }

    init(_ error: FetchCharacterDetailsError) {
        switch error {
        case .notFound(let id): self = .notFound("No character has the id \(id).")
        case .unauthorized: self = .upstream(.unauthorized, service: Self.characterService)
        case .rateLimited: self = .upstream(.rateLimited, service: Self.characterService)
        case .unavailable: self = .upstream(.unavailable, service: Self.characterService)
        case .invalidResponse: self = .upstream(.invalidResponse, service: Self.characterService)
        case .cancelled: self = .upstream(.cancelled, service: Self.characterService)
        }
    }
}

import MarqueeKit

/// Why a page could not show what it was asked for, in words for a person, with the HTTP status the page is
/// answered with: bad input 400, not found 404, an upstream that refuses, limits or fails us 502/503. When the
/// upstream said how long to wait, the page says it in words and sends the same `Retry-After` as the JSON problem.
struct PageFailure: Error, Sendable {
    enum Kind: Sendable {
        /// The address asked for something invalid in `parameter` (a page number, a filter value): the error state,
        /// 400.
        case badInput(parameter: String)
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

    static func badInput(_ message: String, parameter: String) -> PageFailure {
        PageFailure(kind: .badInput(parameter: parameter), message: message)
    }
    static func notFound(_ message: String) -> PageFailure { PageFailure(kind: .notFound, message: message) }
}

// The initialisers from each layer's errors sit in an extension, so the struct keeps its memberwise initialiser.
extension PageFailure {
    /// The one wording of every upstream failure, whichever use case saw it, with the same `Retry-After` as the
    /// JSON problem.
    init(_ failure: UpstreamFailure, from upstream: Problem.Upstream) {
        let service =
            switch upstream {
            case .movies: "The movie service (TMDb)"
            case .characters: "The character service (Rick and Morty API)"
            case .watchlist: "The watchlist service"
            }
        let wait = { (wait: Duration) in "It asks us to wait \(PageContent.waitInWords(wait)) before trying again." }
        switch failure {
        case .unauthorized:
            self.init(kind: .upstream(status: 502), message: "\(service) refused our credentials.")
        case .rateLimited(nil):
            self.init(kind: .upstream(status: 503), message: "\(service) is getting too many requests. Wait a moment.")
        case .rateLimited(let retryAfter?):
            self.init(
                kind: .upstream(status: 503), message: "\(service) is getting too many requests.",
                wait: wait(retryAfter))
        case .unavailable(let retryAfter):
            self.init(
                kind: .upstream(status: 503), message: "\(service) could not be reached.", wait: retryAfter.map(wait))
        case .rejected, .invalidResponse:
            self.init(kind: .upstream(status: 502), message: "\(service) gave an answer we could not use.")
        case .cancelled:
            self.init(kind: .upstream(status: 503), message: "The request was cancelled before \(service) answered.")
        }
        retryAfterSeconds = Problem(failure, from: upstream).retryAfterSeconds
    }

    /// An input `MarqueeInput` refused: the message every host shows for it.
    init(_ error: InputError) {
        self = .badInput(error.message, parameter: error.parameter)
    }

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .notFound(let id): self = .notFound("No movie has the id \(id).")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    init(_ error: MovieListError) {
        switch error {
        case .pageOutOfRange(let page, .popular):
            self = .badInput("There is no page \(page) of popular movies.", parameter: "page")
        case .pageOutOfRange(let page, .search):
            self = .badInput("There is no page \(page) of movies matching this search.", parameter: "page")
        case .upstream(let failure): self.init(failure, from: .movies)
        }
    }

    init(_ error: FetchCharactersError) {
        switch error {
        case .pageOutOfRange(let page):
            self = .badInput("There is no page \(page) of characters with these filters.", parameter: "page")
        case .upstream(let failure): self.init(failure, from: .characters)
        }
    }

    init(_ error: FetchCharacterDetailsError) {
        switch error {
        case .notFound(let id): self = .notFound("No character has the id \(id).")
        case .upstream(let failure): self.init(failure, from: .characters)
        }
    }
}

import CharactersDomain

/// Why characters could not be listed.
public enum FetchCharactersError: Error, Hashable, Sendable {
    /// A filter text is longer than this many characters once trimmed; the repository was not called.
    case filterTooLong(maximumLength: Int)
    /// The list has fewer pages than the one asked for.
    case pageOutOfRange(page: Int)
    /// The service demanded a credential it did not get.
    case unauthorized
    /// Too many requests, also after retrying.
    case rateLimited
    /// The service could not be reached, failed, or is not at the configured address.
    case unavailable
    /// The service answered with something its API does not promise.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// Maps the port's error. A list has no id to be not found: a not-found there means the service is not where
    /// the configuration says, so it is reported as unavailable.
    init(_ error: CharacterRepositoryError) {
        switch error {
        case .notFound: self = .unavailable
        case .pageOutOfRange(let page): self = .pageOutOfRange(page: page)
        case .unauthorized: self = .unauthorized
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

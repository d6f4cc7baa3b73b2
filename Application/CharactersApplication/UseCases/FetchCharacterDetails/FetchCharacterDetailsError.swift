import CharactersDomain

/// Why a character's details could not be loaded.
public enum FetchCharacterDetailsError: Error, Hashable, Sendable {
    /// No character has this id.
    case notFound(characterID: Int)
    /// The service demanded a credential it did not get.
    case unauthorized
    /// Too many requests, also after retrying. `retryAfter` is how long the service asked us to wait (its `Retry-
    /// After`), when it said so.
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached or failed. `retryAfter` is how long a 503 asked us to wait (its `Retry-After`),
    /// when it said so.
    case unavailable(retryAfter: Duration?)
    /// The service answered with something its API does not promise.
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// Maps the character port's error. A page cannot be out of range for a lookup by id, so such an answer
    /// breaks the port's promise.
    init(_ error: CharacterRepositoryError) {
        switch error {
        case .notFound(let characterID): self = .notFound(characterID: characterID)
        case .pageOutOfRange: self = .invalidResponse
        case .unauthorized: self = .unauthorized
        case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }

    /// Maps the episode port's error.
    init(_ error: EpisodeRepositoryError) {
        switch error {
        case .unauthorized: self = .unauthorized
        case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }

    /// Maps the location port's error.
    init(_ error: LocationRepositoryError) {
        switch error {
        case .unauthorized: self = .unauthorized
        case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
        case .unavailable(let retryAfter): self = .unavailable(retryAfter: retryAfter)
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

extension FetchCharacterDetailsError: RetryAfterReporting {}

import CharactersDomain

/// Why a character's details could not be loaded.
public enum FetchCharacterDetailsError: Error, Hashable, Sendable {
    /// No character has this id.
    case notFound(characterID: Int)
    /// The service demanded a credential it did not get.
    case unauthorized
    /// Too many requests, also after retrying.
    case rateLimited
    /// The service could not be reached or failed.
    case unavailable
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
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }

    /// Maps the episode port's error.
    init(_ error: EpisodeRepositoryError) {
        switch error {
        case .unauthorized: self = .unauthorized
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }

    /// Maps the location port's error.
    init(_ error: LocationRepositoryError) {
        switch error {
        case .unauthorized: self = .unauthorized
        case .rateLimited: self = .rateLimited
        case .unavailable: self = .unavailable
        case .invalidResponse: self = .invalidResponse
        case .cancelled: self = .cancelled
        }
    }
}

import CharactersDomain

/// Why a character's details could not be loaded.
public enum FetchCharacterDetailsError: Error, Hashable, Sendable {
    /// No character has this id.
    case notFound(characterID: Int)
    /// The service failed us (see ``UpstreamFailure``).
    case upstream(UpstreamFailure)

    /// Maps the character port's error. A page cannot be out of range for a lookup by id, so such an answer
    /// breaks the port's promise.
    init(_ error: CharacterRepositoryError) {
        switch error {
        case .notFound(let characterID): self = .notFound(characterID: characterID)
        case .pageOutOfRange: self = .upstream(.invalidResponse)
        case .upstream(let failure): self = .upstream(failure)
        }
    }
}

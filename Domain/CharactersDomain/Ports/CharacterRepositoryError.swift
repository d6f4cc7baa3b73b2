/// Why a ``CharacterRepository`` could not answer.
public enum CharacterRepositoryError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// No character has this id.
    case notFound(characterID: Int)
    /// The list has fewer pages than the one asked for.
    case pageOutOfRange(page: Int)
    /// The service failed us (see ``UpstreamFailure``).
    case upstream(UpstreamFailure)
}

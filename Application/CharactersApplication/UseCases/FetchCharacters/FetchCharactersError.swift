import CharactersDomain

/// Why characters could not be listed.
public enum FetchCharactersError: Error, Hashable, Sendable {
    /// The list has fewer pages than the one asked for.
    case pageOutOfRange(page: Int)
    /// The service failed us (see ``UpstreamFailure``).
    case upstream(UpstreamFailure)

    /// Maps the port's error. A list has no id to be not found: a not-found there means the service is not where
    /// the configuration says, so it is reported as unavailable.
    init(_ error: CharacterRepositoryError) {
        switch error {
        case .notFound: self = .upstream(.unavailable)
        case .pageOutOfRange(let page): self = .pageOutOfRange(page: page)
        case .upstream(let failure): self = .upstream(failure)
        }
    }
}

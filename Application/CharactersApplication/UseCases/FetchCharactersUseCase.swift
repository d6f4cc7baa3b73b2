import CharactersDomain

/// Lists characters, one page at a time, optionally filtered, from the ``CharactersDomain/CharacterRepository``.
public struct FetchCharactersUseCase: Sendable {
    private let repository: any CharacterRepository

    /// A use case backed by `repository`.
    package init(repository: any CharacterRepository) {
        self.repository = repository
    }

    /// Page `page` of the characters matching `filter` (a `nil` field means "any"; its texts validated where the
    /// input arrived). A filter with no match is an empty page, not an error.
    public func execute(page: PageNumber, filter: CharacterFilter) async throws(FetchCharactersError) -> CharacterPage {
        do {
            return try await repository.characters(page: page.value, filter: filter)
        } catch {
            throw FetchCharactersError(error)
        }
    }
}

/// Why characters could not be listed.
public enum FetchCharactersError: Error, Hashable, Sendable {
    /// The list has fewer pages than the one asked for.
    case pageOutOfRange(page: Int)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
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

/// The port to the Rick and Morty characters.
public protocol CharacterRepository: Sendable {
    /// The character with `id`; `.notFound(characterID:)` when there is none.
    func character(withID id: Int) async throws(CharacterRepositoryError) -> SeriesCharacter

    /// Page `page` of the characters matching `filter`, 20 a page in ascending id order.
    ///
    /// - Page 1 of a list with no match, filtered or not, is `CharacterPage/empty(page:)` with page 1.
    /// - Any page past the last page is `.pageOutOfRange(page:)`, including page 2 and beyond of a list with no
    ///   match (it has no pages at all), and any page below 1.
    ///
    /// An adapter on a service whose full, unfiltered list is never empty may report an empty page 1 of the
    /// unfiltered list as `.unavailable` instead: the service is not at the configured address.
    func characters(page: Int, filter: CharacterFilter) async throws(CharacterRepositoryError) -> CharacterPage

    /// The characters with these ids in one call, in ascending id order, each once; unknown ids are left out.
    func characters(withIDs ids: [Int]) async throws(CharacterRepositoryError) -> [SeriesCharacter]
}

/// Why a ``CharacterRepository`` could not answer.
public enum CharacterRepositoryError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// No character has this id.
    case notFound(characterID: Int)
    /// The list has fewer pages than the one asked for.
    case pageOutOfRange(page: Int)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
    case upstream(UpstreamFailure)
}

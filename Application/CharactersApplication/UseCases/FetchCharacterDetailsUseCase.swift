import CharactersDomain

/// Loads everything a character's detail view shows: fetches the character, then, concurrently, all its episodes in one batched call and its origin and last known
/// location in another.
public struct FetchCharacterDetailsUseCase: Sendable {
    private let characterRepository: any CharacterRepository
    private let episodeRepository: any EpisodeRepository
    private let locationRepository: any LocationRepository

    /// A use case backed by the three ports.
    package init(
        characterRepository: any CharacterRepository, episodeRepository: any EpisodeRepository,
        locationRepository: any LocationRepository
    ) {
        self.characterRepository = characterRepository
        self.episodeRepository = episodeRepository
        self.locationRepository = locationRepository
    }

    /// The character with `characterID`, its episodes and its places. A port is not called when there is nothing
    /// to ask it: no episodes, or no location id (origin and location "unknown"). When both batches fail, the
    /// episodes' error is reported, whichever finished first, so the same failure always gives the same error.
    public func execute(characterID id: EntityID) async throws(FetchCharacterDetailsError) -> CharacterDetails {
        let characterID = id.value
        let character: SeriesCharacter
        do {
            character = try await characterRepository.character(withID: characterID)
        } catch {
            throw FetchCharacterDetailsError(error)
        }
        let locationIDs = [character.origin.id, character.location.id].compactMap { $0 }
        async let episodes = Result.catching { () async throws(UpstreamFailure) in
            character.episodeIDs.isEmpty ? [] : try await episodeRepository.episodes(withIDs: character.episodeIDs)
        }
        async let locations = Result.catching { () async throws(UpstreamFailure) in
            locationIDs.isEmpty ? [] : try await locationRepository.locations(withIDs: locationIDs)
        }
        let (episodeResult, locationResult) = await (episodes, locations)
        let places: [Location]
        let found: [Episode]
        switch (episodeResult, locationResult) {
        case (.failure(let error), _): throw .upstream(error)
        case (_, .failure(let error)): throw .upstream(error)
        case (.success(let episodes), .success(let locations)): (found, places) = (episodes, locations)
        }
        let byID = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return CharacterDetails(
            character: character, episodes: found, origin: character.origin.id.flatMap { byID[$0] },
            lastKnownLocation: character.location.id.flatMap { byID[$0] })
    }
}

/// Why a character's details could not be loaded.
public enum FetchCharacterDetailsError: Error, Hashable, Sendable {
    /// No character has this id.
    case notFound(characterID: Int)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
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

/// A character, the episodes it appears in and the places it is linked to.
public struct CharacterDetails: Hashable, Sendable {
    /// The character.
    public let character: SeriesCharacter
    /// Its episodes, in ascending id order.
    public let episodes: [Episode]
    /// Where it comes from; `nil` when the API gives no location for it (origin "unknown") or does not know it.
    package let origin: Location?
    /// Where it was last seen; `nil` as for ``origin``.
    package let lastKnownLocation: Location?

    /// Details.
    package init(
        character: SeriesCharacter, episodes: [Episode], origin: Location? = nil, lastKnownLocation: Location? = nil
    ) {
        self.character = character
        self.episodes = episodes
        self.origin = origin
        self.lastKnownLocation = lastKnownLocation
    }
}

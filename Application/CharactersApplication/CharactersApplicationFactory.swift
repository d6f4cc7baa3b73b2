import CharactersDomain

/// Builds the Characters use cases from the ports it is given. Public, not `package`, so that stub modules and
/// tests can build it from their own repositories and run the real use cases on them.
public final class CharactersApplicationFactory: Sendable {
    private let characterRepository: any CharacterRepository
    private let episodeRepository: any EpisodeRepository
    private let locationRepository: any LocationRepository

    /// A factory whose use cases call exactly these ports.
    public init(
        characterRepository: any CharacterRepository, episodeRepository: any EpisodeRepository,
        locationRepository: any LocationRepository
    ) {
        self.characterRepository = characterRepository
        self.episodeRepository = episodeRepository
        self.locationRepository = locationRepository
    }

    /// Lists characters, optionally filtered.
    public func makeFetchCharactersUseCase() -> FetchCharactersUseCase {
        FetchCharactersUseCase(repository: characterRepository)
    }

    /// Loads a character, its episodes and its places.
    public func makeFetchCharacterDetailsUseCase() -> FetchCharacterDetailsUseCase {
        FetchCharacterDetailsUseCase(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository)
    }
}

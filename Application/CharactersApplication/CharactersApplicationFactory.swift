import CharactersDomain

/// Builds the Characters use cases from the ports it is given. Public, not `package`, so that stub modules and
/// tests can build it from their own repositories and run the real use cases on them.
public final class CharactersApplicationFactory: Sendable {
    private let fetchCharacters: FetchCharactersUseCase
    private let fetchCharacterDetails: FetchCharacterDetailsUseCase

    /// A factory whose use cases call exactly these ports.
    public init(
        characterRepository: any CharacterRepository, episodeRepository: any EpisodeRepository,
        locationRepository: any LocationRepository
    ) {
        fetchCharacters = FetchCharactersUseCase(repository: characterRepository)
        fetchCharacterDetails = FetchCharacterDetailsUseCase(
            characterRepository: characterRepository, episodeRepository: episodeRepository,
            locationRepository: locationRepository)
    }

    /// Lists characters, optionally filtered.
    public func makeFetchCharactersUseCase() -> FetchCharactersUseCase { fetchCharacters }

    /// Loads a character, its episodes and its places.
    public func makeFetchCharacterDetailsUseCase() -> FetchCharacterDetailsUseCase { fetchCharacterDetails }
}

import CharactersDomain

/// Fetches the character, then all its episodes in one batched call.
public struct DefaultFetchCharacterDetailsUseCase: FetchCharacterDetailsUseCase {
    private let characterRepository: any CharacterRepository
    private let episodeRepository: any EpisodeRepository

    /// A use case backed by the two ports.
    public init(characterRepository: any CharacterRepository, episodeRepository: any EpisodeRepository) {
        self.characterRepository = characterRepository
        self.episodeRepository = episodeRepository
    }

    /// The character with `characterID` and its episodes; the episode port is not called when there are none.
    public func execute(characterID: Int) async throws(FetchCharacterDetailsError) -> CharacterDetails {
        guard characterID > 0 else { throw .invalidCharacterID(characterID) }
        let character: Character
        do {
            character = try await characterRepository.character(withID: characterID)
        } catch {
            throw FetchCharacterDetailsError(error)
        }
        guard !character.episodeIDs.isEmpty else { return CharacterDetails(character: character, episodes: []) }
        do {
            let episodes = try await episodeRepository.episodes(withIDs: character.episodeIDs)
            return CharacterDetails(character: character, episodes: episodes)
        } catch {
            throw FetchCharacterDetailsError(error)
        }
    }
}

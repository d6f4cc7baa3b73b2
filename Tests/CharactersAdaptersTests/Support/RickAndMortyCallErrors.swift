import CharactersDomain

/// The error of each Rick and Morty call a test made (`nil` for a success): character by id, a list page,
/// characters by ids, episodes by ids.
struct RickAndMortyCallErrors: Equatable {
    var character: CharacterRepositoryError?
    var page: CharacterRepositoryError?
    var batch: CharacterRepositoryError?
    var episodes: EpisodeRepositoryError?

    /// Every call failed with `error` (the episode call with `episodeError`).
    static func all(_ error: CharacterRepositoryError, _ episodeError: EpisodeRepositoryError) -> Self {
        Self(character: error, page: error, batch: error, episodes: episodeError)
    }
}

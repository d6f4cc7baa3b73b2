import CharactersDomain

/// The error of each Rick and Morty call a test made (`nil` for a success): character by id, a list page,
/// characters by ids, episodes by ids.
struct RickAndMortyCallErrors: Equatable {
    var character: CharacterRepositoryError?
    var page: CharacterRepositoryError?
    var batch: CharacterRepositoryError?
    var episodes: UpstreamFailure?

    /// Every call failed with `failure`.
    static func all(_ failure: UpstreamFailure) -> Self {
        Self(character: .upstream(failure), page: .upstream(failure), batch: .upstream(failure), episodes: failure)
    }
}

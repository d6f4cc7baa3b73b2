import CharactersDomain

extension EpisodeCode {
    /// An episode code for tests; defaults to S01E01. Numbers below 1 are a mistake in the test and stop it with a
    /// message.
    static func stub(season: Int = 1, episode: Int = 1) -> EpisodeCode {
        guard let code = EpisodeCode(season: season, episode: episode) else {
            preconditionFailure("EpisodeCode.stub: season \(season), episode \(episode) is not a code")
        }
        return code
    }
}

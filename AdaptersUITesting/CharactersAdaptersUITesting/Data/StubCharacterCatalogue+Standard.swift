extension StubCharacterCatalogue {
    /// The stub data UI tests run on: 48 real characters (three pages: 20, 20, 8) and the 51 episodes of seasons 1
    /// to 5, every episode a character appears in.
    public static let standard = StubCharacterCatalogue(
        characters: StubCharacterData.characters, episodes: StubCharacterData.episodes)
}

extension StubCharacterCatalogue {
    /// The stub data UI tests run on: 48 real characters (three pages: 20, 20, 8), the 51 episodes of seasons 1
    /// to 5 (every episode a character appears in) and the 20 locations the characters come from or were last
    /// seen at.
    public static let standard = StubCharacterCatalogue(
        characters: StubCharacterData.characters, episodes: StubCharacterData.episodes,
        locations: StubCharacterData.locations)
}

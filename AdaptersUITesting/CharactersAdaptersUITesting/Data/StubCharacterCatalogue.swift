import CharactersDomain

/// The data the Characters stubs answer from: characters and episodes, each in ascending id order, each id once.
public struct StubCharacterCatalogue: Hashable, Sendable {
    /// The characters in ascending id order.
    public let characters: [Character]
    /// The episodes in ascending id order.
    public let episodes: [Episode]

    private let characterIndex: [Int: Int]
    private let episodeIndex: [Int: Int]

    /// A catalogue of these characters and episodes, sorted by id; of repeated ids the first is kept.
    public init(characters: [Character], episodes: [Episode]) {
        var seenCharacters = Set<Int>()
        self.characters = characters.filter { seenCharacters.insert($0.id).inserted }.sorted { $0.id < $1.id }
        var seenEpisodes = Set<Int>()
        self.episodes = episodes.filter { seenEpisodes.insert($0.id).inserted }.sorted { $0.id < $1.id }
        self.characterIndex = Dictionary(uniqueKeysWithValues: self.characters.enumerated().map { ($1.id, $0) })
        self.episodeIndex = Dictionary(uniqueKeysWithValues: self.episodes.enumerated().map { ($1.id, $0) })
    }

    /// The character with `id`, or `nil`.
    public func character(withID id: Int) -> Character? {
        characterIndex[id].map { characters[$0] }
    }

    /// The episode with `id`, or `nil`.
    public func episode(withID id: Int) -> Episode? {
        episodeIndex[id].map { episodes[$0] }
    }
}

import CharactersDomain

/// The data the Characters stubs answer from: characters, episodes and locations, each in ascending id order, each
/// id once.
public struct StubCharacterCatalogue: Hashable, Sendable {
    /// The characters in ascending id order.
    public let characters: [Character]
    /// The episodes in ascending id order.
    public let episodes: [Episode]
    /// The locations in ascending id order.
    public let locations: [Location]

    private let characterIndex: [Int: Character]
    private let episodeIndex: [Int: Episode]
    private let locationIndex: [Int: Location]

    /// A catalogue of these characters, episodes and locations, sorted by id; of repeated ids the first is kept.
    public init(characters: [Character], episodes: [Episode], locations: [Location] = []) {
        (self.characters, characterIndex) = Self.indexed(characters)
        (self.episodes, episodeIndex) = Self.indexed(episodes)
        (self.locations, locationIndex) = Self.indexed(locations)
    }

    /// The character with `id`, or `nil`.
    public func character(withID id: Int) -> Character? { characterIndex[id] }

    /// The episode with `id`, or `nil`.
    public func episode(withID id: Int) -> Episode? { episodeIndex[id] }

    /// The location with `id`, or `nil`.
    public func location(withID id: Int) -> Location? { locationIndex[id] }

    /// `items` each id once (the first kept), sorted by id, and indexed by id.
    private static func indexed<Item: Identifiable>(_ items: [Item]) -> ([Item], [Int: Item]) where Item.ID == Int {
        var index: [Int: Item] = [:]
        for item in items where index[item.id] == nil { index[item.id] = item }
        return (index.values.sorted { $0.id < $1.id }, index)
    }
}

extension StubCharacterCatalogue {
    /// The stub data UI tests run on: 48 real characters (three pages: 20, 20, 8), the 51 episodes of seasons 1
    /// to 5 (every episode a character appears in) and the 20 locations the characters come from or were last
    /// seen at.
    public static let standard = StubCharacterCatalogue(
        characters: StubCharacterData.characters, episodes: StubCharacterData.episodes,
        locations: StubCharacterData.locations)
}

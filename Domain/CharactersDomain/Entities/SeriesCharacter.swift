import Foundation

/// A character of Rick and Morty.
public struct SeriesCharacter: Hashable, Sendable, Identifiable {
    /// The API's character id.
    public let id: Int
    /// The character's name.
    public let name: String
    /// Whether the character is alive.
    public let status: CharacterStatus
    /// The species, e.g. `Human`.
    public let species: String
    /// The sub-type, e.g. `Parasite`, or `nil` when the API sends `""`.
    public let type: String?
    /// The character's gender.
    public let gender: CharacterGender
    /// Where the character comes from.
    public let origin: CharacterLocation
    /// Where the character was last seen.
    public let location: CharacterLocation
    /// The avatar, a 300×300 JPEG.
    public let imageURL: URL
    /// The ids of the episodes the character appears in, in the API's order.
    public let episodeIDs: [Int]
    /// When the API created the record (an instant, UTC).
    public let created: Date

    /// A character.
    public init(
        id: Int, name: String, status: CharacterStatus, species: String, type: String?, gender: CharacterGender,
        origin: CharacterLocation, location: CharacterLocation, imageURL: URL, episodeIDs: [Int], created: Date
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
        self.origin = origin
        self.location = location
        self.imageURL = imageURL
        self.episodeIDs = episodeIDs
        self.created = created
    }
}

/// Whether a character is alive. The API spells it `Alive`, `Dead` or `unknown`.
public enum CharacterStatus: String, Hashable, Sendable, CaseIterable {
    /// Alive.
    case alive
    /// Dead.
    case dead
    /// Not known, or a value this version of Marquee does not recognise.
    case unknown

    /// Reads the API's spelling case-insensitively; any value it does not know is ``unknown``, never an error.
    package init(apiValue: String) {
        self = Self(rawValue: apiValue.lowercased()) ?? .unknown
    }
}

/// A character's gender. The API spells it `Female`, `Male`, `Genderless` or `unknown`.
public enum CharacterGender: String, Hashable, Sendable, CaseIterable {
    /// Female.
    case female
    /// Male.
    case male
    /// Genderless.
    case genderless
    /// Not known, or a value this version of Marquee does not recognise.
    case unknown

    /// Reads the API's spelling case-insensitively; any value it does not know is ``unknown``, never an error.
    package init(apiValue: String) {
        self = Self(rawValue: apiValue.lowercased()) ?? .unknown
    }
}

/// A place a character comes from or was last seen at.
public struct CharacterLocation: Hashable, Sendable {
    /// The place's name; `unknown` when the API does not know it.
    public let name: String
    /// The location's id, or `nil` when the API gives no location for it (its URL is `""`).
    public let id: Int?

    /// A place.
    public init(name: String, id: Int?) {
        self.name = name
        self.id = id
    }
}

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
    public init(apiValue: String) {
        self = Self(rawValue: apiValue.lowercased()) ?? .unknown
    }
}

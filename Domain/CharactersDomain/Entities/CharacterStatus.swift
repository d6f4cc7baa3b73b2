/// Whether a character is alive. The API spells it `Alive`, `Dead` or `unknown`.
public enum CharacterStatus: String, Hashable, Sendable, CaseIterable {
    /// Alive.
    case alive
    /// Dead.
    case dead
    /// Not known, or a value this version of Marquee does not recognise.
    case unknown

    /// Reads the API's spelling case-insensitively; any value it does not know is ``unknown``, never an error.
    public init(apiValue: String) {
        self = Self(rawValue: apiValue.lowercased()) ?? .unknown
    }
}

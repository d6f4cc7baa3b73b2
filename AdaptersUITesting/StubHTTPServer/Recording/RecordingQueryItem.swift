/// One query item of a recorded request, decoded (`%20` and `+` are spaces).
public struct RecordingQueryItem: Hashable, Sendable, Comparable {
    /// The item's name, e.g. `page`.
    public let name: String
    /// The item's value, e.g. `1`; empty for an item without `=`.
    public let value: String

    /// An item from its decoded name and value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// By name, then by value, comparing UTF-8 bytes (no locale is involved).
    public static func < (lhs: RecordingQueryItem, rhs: RecordingQueryItem) -> Bool {
        if lhs.name != rhs.name { return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8) }
        return lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
    }
}

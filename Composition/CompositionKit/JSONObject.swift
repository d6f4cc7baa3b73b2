/// The members of a JSON object, in the order they render. Built from a dictionary literal (which keeps the order
/// it is written in), from `(key, value)` pairs, or from a `Dictionary` (sorted by key, as a dictionary has no
/// order of its own). Two objects are equal when they have the same members in the same order.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    // Readable in the module so that rendering walks them without building `members`.
    private(set) var keys: [String]
    private(set) var values: [JSONValue]

    /// The members from `pairs`, in their order.
    public init(members pairs: [(String, JSONValue)]) {
        keys = []
        values = []
        keys.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            keys.append(key)
            values.append(value)
        }
    }

    /// The members of `dictionary`, sorted by their keys' UTF-8 bytes.
    public init(_ dictionary: [String: JSONValue]) {
        self.init(
            members: dictionary.map { ($0.key, $0.value) }.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) })
    }

    /// The members as written in the literal, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(members: elements)
    }

    /// The members, in order.
    public var members: [(key: String, value: JSONValue)] {
        zip(keys, values).map { (key: $0, value: $1) }
    }

    /// Whether there are no members.
    public var isEmpty: Bool {
        keys.isEmpty
    }

    /// Adds a member after the others.
    public mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
    }

    /// Adds `other`'s members after these.
    public mutating func append(contentsOf other: JSONObject) {
        keys += other.keys
        values += other.values
    }
}

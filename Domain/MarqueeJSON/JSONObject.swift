/// The members of a JSON object, in the order they render. Built from a dictionary literal (which keeps the order
/// it is written in), from `(key, value)` pairs, or from a `Dictionary` (sorted by key, as a dictionary has no
/// order of its own). Two objects are equal when they have the same members in the same order.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    // The pairs as given: a dictionary literal's own array is kept as it is, one allocation per object (a
    // presentation builds thousands a second in marquee-service). Readable in the module so that rendering walks
    // them without building `members`.
    private(set) var pairs: [(String, JSONValue)]

    /// The members from `pairs`, in their order.
    package init(members pairs: [(String, JSONValue)]) {
        self.pairs = pairs
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
    package var members: [(key: String, value: JSONValue)] {
        pairs.map { (key: $0.0, value: $0.1) }
    }

    /// Whether there are no members.
    package var isEmpty: Bool {
        pairs.isEmpty
    }

    /// Adds a member after the others.
    public mutating func append(_ key: String, _ value: JSONValue) {
        pairs.append((key, value))
    }

    /// Adds `other`'s members after these.
    public mutating func append(contentsOf other: JSONObject) {
        pairs += other.pairs
    }

    /// The same members in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for (key, value) in pairs {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

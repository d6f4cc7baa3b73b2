/// A coding key for any string: scenario JSON is read key by key, so that an unknown key is reported instead of
/// being ignored. Also holds the reading helpers that turn decoding failures into ``ScenarioError``s.
struct ScenarioCodingKey: CodingKey, Hashable, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringValue: String) {
        self.init(stringValue)
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    init?(intValue: Int) {
        self.init(String(intValue))
    }

    /// Where a value sits, for messages: `scenario` at the top, else the dotted path (`ports.MovieRepository`),
    /// keys that are not plain names quoted (``ScenarioError/shownPath(_:)``), array positions as `[0]`
    /// (`data.characters[0].episodes[1]`, as the data's own errors name them).
    static func context(of codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + ScenarioError.shownPath([key.stringValue])
            }
        }
        return text.isEmpty ? "scenario" : text
    }

    /// The value as a string, or `nil` when it is something else.
    static func string(in decoder: any Decoder) -> String? {
        try? decoder.singleValueContainer().decode(String.self)
    }

    /// The value as an object.
    static func object(
        in decoder: any Decoder, context: String, expected: String
    ) throws(ScenarioError) -> KeyedDecodingContainer<ScenarioCodingKey> {
        do {
            return try decoder.container(keyedBy: ScenarioCodingKey.self)
        } catch {
            throw .malformedJSON(at: context, expected: expected)
        }
    }

    /// Throws for the first key (in sorted order) that is not in `allowed`.
    static func rejectUnknownKeys(
        in container: KeyedDecodingContainer<ScenarioCodingKey>, allowed: [String], context: String
    ) throws(ScenarioError) {
        let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }
        if let first = unknown.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            throw .unknownKey(first, in: context, allowed: allowed)
        }
    }

    /// The string at `key`, `nil` when the key is absent.
    static func string(
        _ key: ScenarioCodingKey, in container: KeyedDecodingContainer<ScenarioCodingKey>, context: String
    ) throws(ScenarioError) -> String? {
        guard container.contains(key) else { return nil }
        do {
            return try container.decode(String.self, forKey: key)
        } catch {
            throw .malformedJSON(at: "\(context).\(key.stringValue)", expected: "a string")
        }
    }

    /// The entries of the object at `key` (`ports`, a port's `methods`), each decoded as a `Value`, in the UTF-8
    /// order of their names; `[]` when the key is absent. `expected` says what the object is keyed by, for the message.
    static func entries<Value: Decodable>(
        _ key: ScenarioCodingKey, of _: Value.Type, in container: KeyedDecodingContainer<ScenarioCodingKey>,
        context: String, expected: String
    ) throws -> [(name: String, value: Value)] {
        guard container.contains(key) else { return [] }
        let entries: KeyedDecodingContainer<ScenarioCodingKey>
        do {
            entries = try container.nestedContainer(keyedBy: ScenarioCodingKey.self, forKey: key)
        } catch {
            let place = context == "scenario" ? key.stringValue : "\(context).\(key.stringValue)"
            throw ScenarioError.malformedJSON(at: place, expected: expected)
        }
        return try entries.allKeys.map(\.stringValue).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            (name: $0, value: try entries.decode(Value.self, forKey: ScenarioCodingKey($0)))
        }
    }

    /// The integer at `key`, `nil` when the key is absent; throws unless it lies in `range`.
    static func integer(
        _ key: ScenarioCodingKey, in container: KeyedDecodingContainer<ScenarioCodingKey>, context: String,
        range: ClosedRange<Int>
    ) throws(ScenarioError) -> Int? {
        guard container.contains(key) else { return nil }
        let expected = "an integer from \(range.lowerBound) through \(range.upperBound)"
        let value: Int
        do {
            value = try container.decode(Int.self, forKey: key)
        } catch {
            throw .malformedJSON(at: "\(context).\(key.stringValue)", expected: expected)
        }
        guard range.contains(value) else { throw .invalidValue(key: key.stringValue, in: context, expected: expected) }
        return value
    }
}

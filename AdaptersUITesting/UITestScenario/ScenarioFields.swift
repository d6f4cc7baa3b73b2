import MarqueeJSON

/// The fields of one entity of a scenario's `ScenarioData`, read by the context's stub module with the checks
/// every field gets: a key the entity does not define, or a value of the wrong type, is a ``ScenarioError`` naming
/// the JSON path (`data.movies[0].title: expected a string, found 5`). An absent field reads as `nil`, so that the
/// reader keeps the `.stub()` default.
package struct ScenarioFields {
    /// Where the entity stands, e.g. `data.movies[0]`.
    package let path: String
    private let members: [String: JSONValue]

    /// The fields of `object` at `path`; throws for the first key (in sorted order) not among `allowed`.
    package init(_ object: JSONObject, at path: String, allowed: [String]) throws(ScenarioError) {
        self.path = path
        self.members = Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let unknown = members.keys.filter({ !allowed.contains($0) }).min(by: {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }) {
            throw .unknownKey(unknown, in: path, allowed: allowed)
        }
    }

    /// The value at `key` made into a `Value` by `read`, which answers `nil` for a value it does not take; `nil`
    /// when the key is absent. `expected` says what `read` takes, for the message.
    package func value<Value>(
        _ key: String, expected: String, _ read: (JSONValue) -> Value?
    ) throws(ScenarioError) -> Value? {
        guard let json = members[key] else { return nil }
        guard let value = read(json) else { throw .wrongValue(at: "\(path).\(key)", expected: expected, found: json) }
        return value
    }

    /// The string at `key`.
    package func string(_ key: String) throws(ScenarioError) -> String? {
        try value(key, expected: "a string", Self.string)
    }

    /// The string or `null` at `key`: `.some(nil)` for `null`.
    package func optionalString(_ key: String) throws(ScenarioError) -> String?? {
        try value(key, expected: "a string or null") { $0 == .null ? .some(nil) : Self.string($0).map(Optional.some) }
    }

    /// The integer at `key`, which must lie in `range`.
    package func integer(_ key: String, in range: ClosedRange<Int> = 0...Int.max) throws(ScenarioError) -> Int? {
        try value(key, expected: Self.integerText(range)) { Self.integer($0, in: range) }
    }

    /// The integer in `range`, or `null`, at `key`: `.some(nil)` for `null`.
    package func optionalInteger(_ key: String, in range: ClosedRange<Int> = 0...Int.max) throws(ScenarioError) -> Int??
    {
        try value(key, expected: Self.integerText(range) + " or null") {
            $0 == .null ? .some(nil) : Self.integer($0, in: range).map(Optional.some)
        }
    }

    /// The number (an integer or not) at `key`.
    package func number(_ key: String) throws(ScenarioError) -> Double? {
        try value(key, expected: "a number") {
            switch $0 {
            case .integer(let value): Double(value)
            case .number(let value): value
            default: nil
            }
        }
    }

    /// The array of strings at `key`.
    package func strings(_ key: String) throws(ScenarioError) -> [String]? {
        try elements(key, expected: "a string", Self.string)
    }

    /// The array of integers in `range` at `key`.
    package func integers(_ key: String, in range: ClosedRange<Int> = 1...Int.max) throws(ScenarioError) -> [Int]? {
        try elements(key, expected: Self.integerText(range)) { Self.integer($0, in: range) }
    }

    /// The object at `key`, read with the keys `allowed`.
    package func object(_ key: String, allowed: [String]) throws(ScenarioError) -> ScenarioFields? {
        guard let json = members[key] else { return nil }
        guard case .object(let object) = json else {
            throw .wrongValue(at: "\(path).\(key)", expected: "an object", found: json)
        }
        return try ScenarioFields(object, at: "\(path).\(key)", allowed: allowed)
    }

    /// The array of objects at `key`, each read with the keys `allowed`.
    package func objects(_ key: String, allowed: [String]) throws(ScenarioError) -> [ScenarioFields]? {
        guard let json = members[key] else { return nil }
        guard case .array(let values) = json else {
            throw .wrongValue(at: "\(path).\(key)", expected: "an array of objects", found: json)
        }
        return try values.enumerated().map { (index, value) throws(ScenarioError) in
            guard case .object(let object) = value else {
                throw .wrongValue(at: "\(path).\(key)[\(index)]", expected: "an object", found: value)
            }
            return try ScenarioFields(object, at: "\(path).\(key)[\(index)]", allowed: allowed)
        }
    }

    /// The members of `entity` (every field of an entity, as scenario JSON writes it) that differ from `standard`
    /// (the same fields of the entity's `.stub()` default), and `id`: the entity as a scenario writes it, naming
    /// only what a test changed.
    package static func differences(of entity: JSONObject, from standard: JSONObject) -> JSONObject {
        let defaults = Dictionary(standard.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return JSONObject(
            members: entity.members.filter { $0.key == "id" || defaults[$0.key] != $0.value }.map { ($0.key, $0.value) }
        )
    }

    /// An error at `key` (or at the entity, when `nil`): the value there is not one that `expected` describes.
    package func error(at key: String?, expected: String) -> ScenarioError {
        let place = key.map { "\(path).\($0)" } ?? path
        return .wrongValue(at: place, expected: expected, found: key.flatMap { members[$0] })
    }

    private func elements<Element>(
        _ key: String, expected: String, _ read: (JSONValue) -> Element?
    ) throws(ScenarioError) -> [Element]? {
        guard let json = members[key] else { return nil }
        guard case .array(let values) = json else {
            throw .wrongValue(at: "\(path).\(key)", expected: "an array", found: json)
        }
        return try values.enumerated().map { (index, value) throws(ScenarioError) in
            guard let element = read(value) else {
                throw .wrongValue(at: "\(path).\(key)[\(index)]", expected: expected, found: value)
            }
            return element
        }
    }

    private static func string(_ json: JSONValue) -> String? {
        guard case .string(let value) = json else { return nil }
        return value
    }

    private static func integer(_ json: JSONValue, in range: ClosedRange<Int>) -> Int? {
        guard case .integer(let value) = json, range.contains(value) else { return nil }
        return value
    }

    private static func integerText(_ range: ClosedRange<Int>) -> String {
        range.upperBound == .max
            ? "an integer of at least \(range.lowerBound)"
            : "an integer from \(range.lowerBound) through \(range.upperBound)"
    }
}

import Foundation

/// Reads and writes the JSON the replay server speaks. A `[String: Any]` never outlives the function that
/// builds it: what the replay keeps between requests is `Data`, which is Sendable.
enum JSON {
    /// `data` parsed as a JSON object.
    static func object(_ data: Data, _ what: String) throws(ContractHarnessError) -> [String: Any] {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalidPayload("\(what) is not a JSON object")
        }
        return object
    }

    /// `data` parsed as a JSON array of objects.
    static func objects(_ data: Data, _ what: String) throws(ContractHarnessError) -> [[String: Any]] {
        guard let objects = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            throw .invalidPayload("\(what) is not a JSON array of objects")
        }
        return objects
    }

    /// `value` (dictionaries, arrays, strings, numbers, booleans, `NSNull`) as JSON with sorted keys, so the same
    /// value always gives the same bytes.
    static func data(_ value: Any) throws(ContractHarnessError) -> Data {
        do {
            return try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw .invalidPayload("not serialisable as JSON: \(type(of: value))")
        }
    }
}

import CompositionKit
import Foundation

/// A JSON value with one fixed rendering: object keys sorted by their UTF-8 bytes, numbers in Swift's
/// locale-independent shortest form, strings escaped minimally. Nothing in it depends on the host's locale, time
/// zone or calendar, so the same value renders to the same bytes everywhere. Scenario JSON and the stub modules'
/// golden output are written with it.
public enum CanonicalJSON: Hashable, Sendable, Encodable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case integer(Int)
    /// A floating-point number; a non-finite one renders as `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([CanonicalJSON])
    /// An object; its keys render sorted.
    case object([String: CanonicalJSON])

    /// The optional string `value`, or `null`.
    public static func string(_ value: String?) -> CanonicalJSON {
        value.map(CanonicalJSON.string) ?? .null
    }

    /// The optional integer `value`, or `null`.
    public static func integer(_ value: Int?) -> CanonicalJSON {
        value.map(CanonicalJSON.integer) ?? .null
    }

    /// The instant `date` as ISO 8601 in UTC with milliseconds, e.g. `2017-11-04T18:48:46.250Z` (see
    /// `UTCInstant.iso8601Milliseconds(_:)` in CompositionKit); `null` for a date that has no such text
    /// (non-finite, or hundreds of millions of years away), as a non-finite ``number(_:)`` renders `null`.
    public static func instant(_ date: Date) -> CanonicalJSON {
        string(UTCInstant.iso8601Milliseconds(date))
    }

    /// Writes the value through any `Encoder`, objects with sorted keys.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            var container = encoder.container(keyedBy: ScenarioCodingKey.self)
            for key in Self.sortedKeys(members) {
                try container.encode(members[key] ?? .null, forKey: ScenarioCodingKey(key))
            }
        }
    }

    /// The keys of `members` in their rendering order: by UTF-8 bytes.
    static func sortedKeys(_ members: [String: CanonicalJSON]) -> [String] {
        members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

import Foundation
import SharedKernel

/// A JSON document built by hand, with one rendering that is the same on every machine: object members in the
/// order they were built (or sorted, see `canonical`), numbers in Swift's locale-independent shortest form,
/// strings escaped minimally, instants as ISO 8601 UTC (`UTCInstant`). Nothing in it depends on the host's
/// locale, time zone or calendar.
///
/// The one JSON tree of the package: the presentation shared by `marquee --json` and services
/// (`MarqueePresentation`), scenario JSON and the stubs' golden output are all written with it.
public enum JSONValue: Hashable, Sendable, Codable {
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
    case array([JSONValue])
    /// An object; its members render in their order (a dictionary literal keeps the order it is written in).
    case object(JSONObject)

    /// The optional string `value`, or `null`.
    package static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The optional integer `value`, or `null`.
    package static func integer(_ value: Int?) -> JSONValue {
        value.map(JSONValue.integer) ?? .null
    }

    /// The instant `date` as ISO 8601 in UTC with milliseconds, e.g. `2017-11-04T18:48:46.250Z` (see
    /// `UTCInstant.iso8601Milliseconds(_:)`); `null` for a date that has no such text (non-finite, or hundreds
    /// of millions of years away), as a non-finite ``number(_:)`` renders `null`.
    public static func instant(_ date: Date) -> JSONValue {
        string(UTCInstant.iso8601Milliseconds(date))
    }

    /// The same value with the members of every object, at every depth, sorted by their keys' UTF-8 bytes: the
    /// canonical form that scenario JSON and golden files are written in, whatever order they were built in.
    package var canonical: JSONValue {
        switch self {
        case .array(let values): .array(values.map(\.canonical))
        case .object(let object):
            .object(
                JSONObject(
                    members: object.members.map { ($0.key, $0.value.canonical) }
                        .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }))
        default: self
        }
    }

    /// Reads any JSON value: a number without a fraction or exponent that fits an `Int` as ``integer(_:)-enum.case``, any
    /// other number as ``number(_:)``; object members sorted by key (a decoder keeps no member order).
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            // Members are read in key order, not the decoder's (a dictionary's): of two bad members, the same one is
            // always reported.
            let keys = object.allKeys.sorted { $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8) }
            var members: [(String, JSONValue)] = []
            for key in keys { members.append((key.stringValue, try object.decode(JSONValue.self, forKey: key))) }
            self = .object(JSONObject(members: members))
        } else if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Writes the value through any `Encoder`, object members in their order.
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
        case .object(let object):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in object.members { try container.encode(value, forKey: MemberKey(stringValue: key)) }
        }
    }
}

/// A coding key for any member name, writing and reading.
struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.init(stringValue: String(intValue))
    }
}

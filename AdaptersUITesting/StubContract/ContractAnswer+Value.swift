import Foundation
import MarqueeJSON

extension ContractAnswer {
    /// `value` as an answer: its JSON when it is `Encodable` (the port's own coding, object members sorted by key),
    /// else its stored properties, read by reflection, in their declaration order (a domain type that is not
    /// `Codable`: a structure is an object of its properties, an enum case `{"case": payload}` or its name, an
    /// optional `null` or its value, a set sorted, a leaf without properties its description).
    public init(answering value: Any) {
        self = .value(Self.json(of: value))
    }

    /// `value` as JSON: `null` for `()`, encoded when it is `Encodable`, else mirrored.
    static func json(of value: Any) -> JSONValue {
        // A method that returns nothing answers `null`.
        if value is Void { return .null }
        // A set first: encoded, it would come in its hash order, which differs between two equal sets.
        if Mirror(reflecting: value).displayStyle != .set, let encodable = value as? any Encodable {
            return encoded(encodable)
        }
        switch value {
        case let value as Bool: return .bool(value)
        case let value as Int: return .integer(value)
        case let value as Double: return .number(value)
        case let value as String: return .string(value)
        case let value as URL: return .string(value.absoluteString)
        default: return mirrored(value)
        }
    }

    private static func encoded(_ value: some Encodable) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        } catch {
            preconditionFailure("an answer of type \(type(of: value)) does not encode as JSON: \(error)")
        }
    }

    private static func mirrored(_ value: Any) -> JSONValue {
        let mirror = Mirror(reflecting: value)
        let children = Array(mirror.children)
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { json(of: $0.value) } ?? .null
        case .collection:
            return .array(children.map { json(of: $0.value) })
        case .set:
            return .array(
                children.map { json(of: $0.value) }.sorted {
                    $0.rendered(pretty: false).utf8.lexicographicallyPrecedes($1.rendered(pretty: false).utf8)
                })
        case .dictionary:
            let pairs = children.map { pair -> (String, JSONValue) in
                let entry = Array(Mirror(reflecting: pair.value).children)
                guard entry.count == 2 else { return (String(describing: pair.value), .null) }
                return (String(describing: entry[0].value), json(of: entry[1].value))
            }
            return .object(JSONObject(members: pairs.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }))
        case .enum:
            guard let payload = children.first else { return .string(String(describing: value)) }
            return .object(JSONObject(members: [(payload.label ?? "case", json(of: payload.value))]))
        default:
            guard !children.isEmpty else { return .string(String(describing: value)) }
            return .object(
                JSONObject(
                    members: children.enumerated().map { index, child in
                        (child.label ?? "_\(index)", json(of: child.value))
                    }))
        }
    }
}

import CompositionKit
import Foundation

extension JSONValue {
    /// Any domain value as a comparable tree (the package's one JSON tree), by reflection, so a new entity or port
    /// needs no mapper of its own: stored properties become members (by their names), collections arrays, `nil` `null`;
    /// strings, numbers and booleans stay themselves; a URL is its absolute string, a `Date` its UTC instant; an enum
    /// with a raw value is that value, and another value that describes itself (`CalendarDate`, `EpisodeCode`,
    /// `ImageSize`, an enum case) is its description.
    package static func reflecting(_ value: Any) -> JSONValue {
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let integer as Int: return .integer(integer)
        case let number as Double: return .number(number)
        case let url as URL: return .string(url.absoluteString)
        case let date as Date: return .instant(date)
        case let raw as any RawRepresentable: return reflecting(raw.rawValue)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { reflecting($0.value) } ?? .null
        case .collection, .set:
            return .array(mirror.children.map { reflecting($0.value) })
        case .dictionary:
            var members: [String: JSONValue] = [:]
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                if pair.count == 2 { members[String(describing: pair[0].value)] = reflecting(pair[1].value) }
            }
            return .object(JSONObject(members))
        case .struct, .class:
            if let described = value as? any CustomStringConvertible { return .string(described.description) }
            // Members in declaration order, as the type states them.
            var members = JSONObject(members: [])
            for child in mirror.children {
                if let label = child.label { members.append(label, reflecting(child.value)) }
            }
            return .object(members)
        default:
            return .string(String(describing: value))
        }
    }
}

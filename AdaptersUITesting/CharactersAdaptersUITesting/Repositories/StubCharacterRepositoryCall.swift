import CharactersDomain
import Foundation
import MarqueeJSON

/// One call a `StubCharacterRepository` received, with its arguments as passed: the typed value a test compares
/// with what the stub recorded (UITestKit's `checkCalls(to:are:)`). Its JSON is written out because a filter is an
/// object with the JSON API's query names, `null` for "any":
/// `characters(page: 1, filter: {"name": "rick", "status": null, …})`.
public enum StubCharacterRepositoryCall: Hashable, Codable, Sendable {
    /// `character(withID:)`.
    case character(id: Int)
    /// `characters(page:filter:)`.
    case characters(page: Int, filter: CharacterFilter)
    /// `characters(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case charactersWithIDs([Int])

    /// `{"method": {"label": value, …}}`, as a synthesized conformance writes a case.
    public func encode(to encoder: any Encoder) throws {
        let (method, arguments): (String, JSONObject) =
            switch self {
            case .character(let id): ("character", ["id": .integer(id)])
            case .characters(let page, let filter):
                ("characters", ["page": .integer(page), "filter": Self.json(of: filter)])
            case .charactersWithIDs(let ids): ("charactersWithIDs", ["ids": .array(ids.map(JSONValue.integer))])
            }
        try JSONValue.object(JSONObject(members: [(method, .object(arguments))])).encode(to: encoder)
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        guard case .object(let call) = json, call.members.count == 1,
            case .object(let arguments) = call.members[0].value
        else { throw Self.unreadable(json) }
        let value = { (key: String) in arguments.members.first { $0.key == key }?.value }
        switch (call.members[0].key, value("id"), value("page"), value("filter"), value("ids")) {
        case ("character", .integer(let id)?, _, _, _): self = .character(id: id)
        case ("characters", _, .integer(let page)?, .object(let filter)?, _):
            self = .characters(page: page, filter: try Self.filter(filter))
        case ("charactersWithIDs", _, _, _, .array(let ids)?):
            self = .charactersWithIDs(
                try ids.map { id in
                    guard case .integer(let id) = id else { throw Self.unreadable(json) }
                    return id
                })
        default: throw Self.unreadable(json)
        }
    }

    /// `filter` as the call's argument: each part by the JSON API's query name, `null` for "any".
    package static func json(of filter: CharacterFilter) -> JSONValue {
        .object([
            "name": .string(filter.name?.text), "status": .string(filter.status?.rawValue),
            "species": .string(filter.species?.text), "type": .string(filter.type?.text),
            "gender": .string(filter.gender?.rawValue),
        ])
    }

    private static func filter(_ object: JSONObject) throws -> CharacterFilter {
        func text(_ key: String) -> String? {
            guard case .string(let text) = object.members.first(where: { $0.key == key })?.value else { return nil }
            return text
        }
        return CharacterFilter(
            name: try text("name").flatMap { try FilterText($0) }, status: text("status").flatMap(CharacterStatus.init),
            species: try text("species").flatMap { try FilterText($0) },
            type: try text("type").flatMap { try FilterText($0) }, gender: text("gender").flatMap(CharacterGender.init))
    }

    private static func unreadable(_ json: JSONValue) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "not a CharacterRepository call: \(json)"))
    }
}

import CharactersDomain
import MarqueeJSON
import Wiring

/// One call a `StubCharacterRepository` received, with its arguments as passed.
public enum StubCharacterRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `character(withID:)`.
    case character(id: Int)
    /// `characters(page:filter:)`.
    case characters(page: Int, filter: CharacterFilter)
    /// `characters(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case charactersWithIDs([Int])

    /// `CharacterRepository`.
    public static var port: String { "CharacterRepository" }

    /// The call as data, its case's labels as the arguments' names; a filter is an object with the JSON API's
    /// query names, `null` for "any": `characters(page: 1, filter: {"name": "rick", "status": null, …})`.
    public var portCall: PortCall {
        switch self {
        case .character(let id): PortCall("character", ["id": .integer(id)])
        case .characters(let page, let filter):
            PortCall(
                "characters",
                [
                    "page": .integer(page),
                    "filter": .object([
                        "name": .string(filter.name?.text), "status": .string(filter.status?.rawValue),
                        "species": .string(filter.species?.text), "type": .string(filter.type?.text),
                        "gender": .string(filter.gender?.rawValue),
                    ]),
                ])
        case .charactersWithIDs(let ids): PortCall("charactersWithIDs", ["ids": .array(ids.map(JSONValue.integer))])
        }
    }
}

import CharactersDomain
import MarqueeJSON
import UITestScenario

/// One call a `StubCharacterRepository` received, with its arguments as passed. It reads as data through its
/// `Encodable` form (``UITestScenario/StubbedCall``), written out because a filter is an object with the JSON API's
/// query names, `null` for "any": `characters(page: 1, filter: {"name": "rick", "status": null, …})`.
public enum StubCharacterRepositoryCall: Hashable, StubbedCall {
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
                (
                    "characters",
                    [
                        "page": .integer(page),
                        "filter": .object([
                            "name": .string(filter.name?.text), "status": .string(filter.status?.rawValue),
                            "species": .string(filter.species?.text), "type": .string(filter.type?.text),
                            "gender": .string(filter.gender?.rawValue),
                        ]),
                    ]
                )
            case .charactersWithIDs(let ids): ("charactersWithIDs", ["ids": .array(ids.map(JSONValue.integer))])
            }
        try JSONValue.object(JSONObject(members: [(method, .object(arguments))])).encode(to: encoder)
    }
}

import MarqueeJSON

/// Which stub data a scenario's `ScenarioData` is served with.
public enum ScenarioCatalogue: String, Hashable, Sendable, CaseIterable {
    /// The standard stub catalogue, with the scenario's entities added (an entity replaces the standard one with
    /// the same id).
    case standard
    /// The scenario's entities alone: a kind the scenario gives no entities of is empty.
    case none

    /// The names, as JSON scenarios spell them.
    package static let names: [String] = allCases.map(\.rawValue)
}

/// The stub data a version 2 scenario brings: its own entities per kind (`movies`, `characters`, `episodes`,
/// `locations`), each a JSON object with an integer `id` and the fields that differ from the entity's `.stub()`
/// default, and the ``ScenarioCatalogue`` they are served with.
///
/// This module knows no port, so reading JSON checks only the shape: an object of arrays of objects, at most
/// ``maximumEntities`` in all. The kinds, the key that identifies each kind's items (``requireKnownKinds(_:)``) and
/// their fields belong to the stubbed ports that declare them, which check them where the scenario is applied (as
/// port and method names are checked), with errors that name the JSON path
/// (`data.movies[0].title: expected a string, found 5`).
package struct ScenarioData: Hashable, Sendable {
    /// The most entities a scenario may bring, all kinds together.
    package static let maximumEntities = 1_000

    /// What the entities are served with.
    package var catalogue: ScenarioCatalogue
    /// The entities by kind, in the order given. A list is empty only where scenario JSON named the kind with no
    /// items (`"books": []`): the kind is still checked (an unknown one is refused however many items it has).
    package private(set) var entities: [String: [JSONObject]]

    /// Data with `entities` (empty lists dropped), served with `catalogue`. Not public: data comes from scenario
    /// JSON (checked where it is applied) or from the contexts' typed builders (`Scenario.serving(movies:)`, …).
    package init(catalogue: ScenarioCatalogue = .standard, entities: [String: [JSONObject]] = [:]) {
        self.init(catalogue: catalogue, keepingEmpty: entities.filter { !$0.value.isEmpty })
    }

    private init(catalogue: ScenarioCatalogue, keepingEmpty entities: [String: [JSONObject]]) {
        self.catalogue = catalogue
        self.entities = entities.mapValues { $0.map(Self.sorted) }
    }

    /// `object` with its members, at every depth, sorted by key: the one form two equal entities share.
    private static func sorted(_ object: JSONObject) -> JSONObject {
        guard case .object(let sorted) = JSONValue.object(object).canonical else { return object }
        return sorted
    }

    /// Whether the data changes nothing: the standard catalogue, nothing added.
    package var isEmpty: Bool { catalogue == .standard && entities.values.allSatisfy(\.isEmpty) }

    /// The entities of `kind` (`"movies"`), with the path each stands at (`data.movies[0]`).
    package func entities(of kind: String) -> [(path: String, object: JSONObject)] {
        (entities[kind] ?? []).enumerated().map { ("data.\(kind)[\($0.offset)]", $0.element) }
    }

    /// This data with `objects` added to the entities of `kind`; an entity with the `key` of one already there
    /// replaces it.
    package func adding(_ objects: [JSONObject], as kind: String, identifiedBy key: String = "id") -> ScenarioData {
        var list = entities[kind] ?? []
        for object in objects.map(Self.sorted) {
            if let index = list.firstIndex(where: { Self.id(of: $0, key: key) == Self.id(of: object, key: key) }) {
                list[index] = object
            } else {
                list.append(object)
            }
        }
        var copy = self
        copy.entities[kind] = list.isEmpty ? nil : list
        return copy
    }

    /// Throws for the first kind (in name order) that is not among `known`, listing them, even when the scenario
    /// gives it no items; then for the first item of a known kind without its identifying key (`id`, or the one
    /// its port declares: a rating by its `movieID`) as an integer of at least 1, unique within the kind.
    package func requireKnownKinds(_ known: [(name: String, identifyingKey: String)]) throws(ScenarioError) {
        let names = known.map(\.name)
        for kind in entities.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let key = known.first(where: { $0.name == kind })?.identifyingKey else {
                throw names.isEmpty ? .noDataKinds(kind) : .unknownKey(kind, in: "data", allowed: names)
            }
            let path = "data.\(ScenarioError.shownPath([kind]))"
            var seen: [Int: Int] = [:]
            for (index, object) in (entities[kind] ?? []).enumerated() {
                let id = object.members.first { $0.key == key }?.value
                guard case .integer(let number) = id, number >= 1 else {
                    throw .wrongValue(at: "\(path)[\(index)].\(key)", expected: "an integer of at least 1", found: id)
                }
                if let first = seen[number] {
                    throw .duplicateID(number, at: "\(path)[\(index)].\(key)", first: "\(path)[\(first)]")
                }
                seen[number] = index
            }
        }
    }

    /// The integer `id` of `object` (or its `key`), if it has one.
    package static func id(of object: JSONObject, key: String = "id") -> Int? {
        guard case .integer(let id) = object.members.first(where: { $0.key == key })?.value else { return nil }
        return id
    }

    /// Reads the `data` member of a scenario (`nil` when absent), checking its shape (see `ScenarioData`).
    init(catalogue: ScenarioCatalogue, json: JSONValue?) throws(ScenarioError) {
        guard let json else {
            self.init(catalogue: catalogue)
            return
        }
        guard case .object(let kinds) = json else {
            throw .wrongValue(at: "data", expected: "an object of entity lists (\"movies\": [ … ])", found: json)
        }
        var entities: [String: [JSONObject]] = [:]
        var count = 0
        for (kind, list) in kinds.members {
            let path = "data.\(ScenarioError.shownPath([kind]))"
            guard case .array(let values) = list else {
                throw .wrongValue(at: path, expected: "an array of objects", found: list)
            }
            count += values.count
            guard count <= Self.maximumEntities else { throw .tooManyEntities(limit: Self.maximumEntities) }
            entities[kind] = try values.enumerated().map { (index, value) throws(ScenarioError) in
                guard case .object(let object) = value else {
                    throw .wrongValue(at: "\(path)[\(index)]", expected: "an object", found: value)
                }
                return object
            }
        }
        self.init(catalogue: catalogue, keepingEmpty: entities)
    }

    /// The `data` member as scenario JSON: the kinds sorted, the entities in their order.
    var canonicalJSON: JSONValue {
        .object(JSONObject(entities.mapValues { .array($0.map(JSONValue.object)) }))
    }
}

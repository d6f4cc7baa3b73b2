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
    /// (the same integer or string) replaces it.
    package func adding(_ objects: [JSONObject], as kind: String, identifiedBy key: String = "id") -> ScenarioData {
        var list = entities[kind] ?? []
        for object in objects.map(Self.sorted) {
            if let id = Self.identity(of: object, key: key),
                let index = list.firstIndex(where: { Self.identity(of: $0, key: key) == id })
            {
                list[index] = object
            } else {
                list.append(object)
            }
        }
        var copy = self
        copy.entities[kind] = list.isEmpty ? nil : list
        return copy
    }

    /// A kind a scenario may bring items of, and what identifies each item: the member `key`, an integer of at least
    /// 1 when `integerIDs` (Marquee's kinds), else an integer of at least 1 or a non-empty string (a service's own
    /// kind, whose ids are its type's: an `Int`, a `String`, a `UUID`).
    package struct KnownKind: Sendable {
        /// The kind's name: `books`.
        package let name: String
        /// The member that identifies an item: `id`.
        package let identifyingKey: String
        /// Whether an id must be an integer.
        package let integerIDs: Bool

        /// The kind `name`, its items identified by `key`.
        package init(_ name: String, identifiedBy key: String = "id", integerIDs: Bool = false) {
            self.name = name
            self.identifyingKey = key
            self.integerIDs = integerIDs
        }
    }

    /// Throws for the first kind (in name order) that is not among `known`, listing them, even when the scenario
    /// gives it no items; then for the first item of a known kind without its identifying key (`id`, or the one
    /// its port declares: a rating by its `movieID`), or with one already used within the kind. An error names the
    /// item by its place as the scenario wrote it (`data.parcels[1].id`).
    package func requireKnownKinds(_ known: [KnownKind]) throws(ScenarioError) {
        let names = known.map(\.name)
        for kind in entities.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let declared = known.first(where: { $0.name == kind }) else {
                throw names.isEmpty ? .noDataKinds(kind) : .unknownKey(kind, in: "data", allowed: names)
            }
            let key = declared.identifyingKey
            let path = "data.\(ScenarioError.shownPath([kind]))"
            var seen: [JSONValue: Int] = [:]
            for (index, object) in (entities[kind] ?? []).enumerated() {
                let id = object.members.first { $0.key == key }?.value
                guard let id, Self.isIdentity(id, integerOnly: declared.integerIDs) else {
                    throw .wrongValue(
                        at: "\(path)[\(index)].\(key)",
                        expected: declared.integerIDs
                            ? "an integer of at least 1"
                            : "an integer of at least 1 or a non-empty string, the item's identity (a kind whose "
                                + "items are identified by another member is declared with "
                                + "`StubDataKind(_:identifiedBy:standard:)`)",
                        found: id)
                }
                if let first = seen[id] {
                    throw .duplicateID(
                        id.rendered(pretty: false), at: "\(path)[\(index)].\(key)", first: "\(path)[\(first)]")
                }
                seen[id] = index
            }
        }
    }

    /// Whether `value` can identify an item: an integer of at least 1, or (unless `integerOnly`) a non-empty string.
    private static func isIdentity(_ value: JSONValue, integerOnly: Bool) -> Bool {
        switch value {
        case .integer(let number): number >= 1
        case .string(let text): !integerOnly && !text.isEmpty
        default: false
        }
    }

    /// The integer or string that identifies `object` (its `key`), if it has one.
    package static func identity(of object: JSONObject, key: String = "id") -> JSONValue? {
        switch object.members.first(where: { $0.key == key })?.value {
        case .integer(let id): .integer(id)
        case .string(let id): .string(id)
        default: nil
        }
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

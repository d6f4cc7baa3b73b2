import Foundation
import MarqueeJSON

/// One kind of a stubbed port's data, as a scenario's `data` names it (`"books"`), with the items served when the
/// scenario brings none: what a service declares so that a UI test can give its own port per-test data, in the
/// scenario JSON (`{"version": 2, "data": {"books": [ … ]}}`) or in Swift (``Scenario/serving(_:as:)``).
///
/// An item is read from its JSON object with the item type's own `Decodable` conformance, so the JSON a test writes
/// is the JSON the type already speaks; an item that does not read names its path
/// and the item by its id (`data.books[1].year: expected a Int value, found "soon" (the item with id 7)`). Each item
/// needs an `id` (or the ``identifyingKey`` the kind is declared with), unique within its kind: whatever the item
/// type's id is, an integer of at least 1 or a non-empty string (an `Int`, a `String`, a `UUID`).
public struct StubDataKind<Item: Codable & Sendable>: Sendable {
    /// The kind's name in a scenario's `data`: `books`.
    public let name: String
    /// The standard items, or why the file they were to be read from (``init(_:identifiedBy:standardIn:)``) does not
    /// read.
    private let read: Result<[Item], ScenarioError>
    /// The member that identifies an item: `id` unless declared otherwise.
    public let identifyingKey: String

    /// The items served when the scenario brings none of this kind. Reading them from a file that does not read
    /// stops the program, naming the file and the item's JSON path (``items(in:)`` throws that error instead).
    public var standard: [Item] {
        switch read {
        case .success(let items): return items
        case .failure(let error): preconditionFailure("\(error)")
        }
    }

    /// A kind named `name`, serving `standard` unless a scenario brings items of its own, which then replace the
    /// standard items altogether: a test that gives one book sees exactly that book.
    public init(_ name: String, standard: [Item]) {
        self.init(name, identifiedBy: "id", standard: standard)
    }

    /// A kind named `name` whose items are identified by their member `key` rather than `id` (a loan by its
    /// `bookID`, one loan per book), serving `standard` unless a scenario brings items of its own.
    public init(_ name: String, identifiedBy key: String, standard: [Item]) {
        self.init(name, identifiedBy: key, read: .success(standard))
    }

    /// A kind named `name`, identified by `key`, whose standard items are `read`, or the error of reading them.
    init(_ name: String, identifiedBy key: String, read: Result<[Item], ScenarioError>) {
        self.name = name
        self.identifyingKey = key
        self.read = read
    }

    /// The items `scenario` serves: its own items of this kind when it brings any (or under the catalogue `none`),
    /// else ``standard``. Throws the ``ScenarioError`` of the first item that does not read, naming its JSON path
    /// (and the file, for standard items read from one).
    public func items(in scenario: Scenario) throws(ScenarioError) -> [Item] {
        let entities = scenario.data.entities(of: name)
        let given = try entities.map { (path, object) throws(ScenarioError) in try item(object, at: path) }
        switch scenario.data.catalogue {
        case .none: return given
        case .standard: return given.isEmpty ? try read.get() : given
        }
    }

    /// `items` as scenario entities of this kind, each written with the item type's `Encodable` conformance.
    package func entities(_ items: [Item]) -> [JSONObject] {
        items.map { item in
            do {
                let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(item))
                guard case .object(let object) = json else {
                    preconditionFailure("a \(Item.self) encodes as \(json.rendered(pretty: false)), not an object")
                }
                return object
            } catch {
                preconditionFailure("a \(Item.self) does not encode as JSON: \(error)")
            }
        }
    }

    /// `object`, standing at `path`, read as an `Item`; an error names the item's id as the scenario wrote it.
    private func item(_ object: JSONObject, at path: String) throws(ScenarioError) -> Item {
        let error: ScenarioError
        do {
            return try JSONDecoder().decode(Item.self, from: JSONEncoder().encode(JSONValue.object(object)))
        } catch let decoding as DecodingError {
            error = ScenarioError(decoding: decoding, in: .object(object), at: path)
        } catch {
            throw .wrongValue(at: path, expected: "a \(Item.self)", found: .object(object))
        }
        guard let id = ScenarioData.identity(of: object, key: identifyingKey) else { throw error }
        throw ScenarioError(
            error.reason, message: "\(error.message) (the item with \(identifyingKey) \(id.rendered(pretty: false)))")
    }
}

extension Scenario {
    /// This scenario serving `items` as `kind`'s data: the UI test's own per-test data for a service's own port,
    /// as `"data": {"books": [ … ]}` says it in JSON.
    public func serving<Item>(_ items: [Item], as kind: StubDataKind<Item>) -> Scenario {
        serving(kind.entities(items), as: kind.name, identifiedBy: kind.identifyingKey)
    }
}

extension ScenarioError {
    /// The error for an item of `value`, standing at `path` (`data.books[0]`), that its type cannot decode: the
    /// full path of the offending member (`data.books[0].year`), what was expected and what is there.
    init(decoding error: DecodingError, in value: JSONValue, at path: String) {
        let (codingPath, expected): ([any CodingKey], String) =
            switch error {
            case .typeMismatch(let type, let context): (context.codingPath, "a \(type) value")
            case .valueNotFound(let type, let context): (context.codingPath, "a \(type), not null")
            case .keyNotFound(let key, let context): (context.codingPath + [key], "a value")
            case .dataCorrupted(let context): (context.codingPath, "a valid value")
            @unknown default: ([], "a valid value")
            }
        var found: JSONValue? = value
        var shown = path
        for key in codingPath {
            if let index = key.intValue {
                shown += "[\(index)]"
                if case .array(let values) = found, values.indices.contains(index) {
                    found = values[index]
                } else {
                    found = nil
                }
            } else {
                shown += "." + ScenarioError.shownPath([key.stringValue])
                if case .object(let object) = found {
                    found = object.members.first { $0.key == key.stringValue }?.value
                } else {
                    found = nil
                }
            }
        }
        self = .wrongValue(at: shown, expected: expected, found: found)
    }
}

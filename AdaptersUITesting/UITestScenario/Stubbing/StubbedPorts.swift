import MarqueeJSON
import SharedKernel
import Wiring

/// A set of ports that a `-uitest` launch puts on stubs together, registered with a ``StubWorld``: Marquee's
/// Movies and Characters contexts are two, and a service's own port is one (``StubbedPort``, which writes all of
/// this for a single port).
///
/// The world builds a fresh set for every scenario it installs (``init(scenario:clock:)``), so call logs and
/// `failThenRecover` counters start over; it checks every scenario against all its sets first (ports, methods,
/// data kinds, then ``requireValid(_:)``), so that a set is only ever built with a scenario it can serve.
@available(*, deprecated, message: "gone in 2.0.0: every registered port is a StubbedPort")
public protocol StubbedPorts: Sendable {
    /// The ports of the set, each with the methods a scenario may override one by one.
    static var scenarioPorts: [StubbedPortName] { get }
    /// The kinds of a scenario's `data` the set serves (`books`).
    static var dataKinds: [String] { get }
    /// The member that identifies an item, for each of ``dataKinds`` not identified by `id` (`["ratings":
    /// "movieID"]`); none by default.
    static var identifyingKeys: [String: String] { get }
    /// The set's own presets beside ``Scenario/presetNames`` (Marquee's `episodesUnavailable`), offered only where
    /// the set is registered; none by default.
    static var presets: [(name: String, scenario: Scenario)] { get }
    /// Throws the ``ScenarioError`` of the first thing in `scenario`'s data that the set cannot serve (an item that
    /// does not read, naming its JSON path).
    static func requireValid(_ scenario: Scenario) throws(ScenarioError)
    /// Fresh stubs simulating `scenario` (already checked), waiting on `clock` for the scenario's delays.
    init(scenario: Scenario, clock: any Clock<Duration>)
    /// Every port's calls since the set was built, in port order.
    var recordedCalls: [RecordedPortCalls] { get }
}

extension StubbedPorts {
    /// Every kind identified by `id`.
    public static var identifyingKeys: [String: String] { [:] }
    /// No preset of its own.
    public static var presets: [(name: String, scenario: Scenario)] { [] }
}

/// A port as a scenario names it, with its methods: an entry of ``StubbedPorts/scenarioPorts``.
@available(*, deprecated, message: "gone in 2.0.0: a port's name is derived (StubbedPort.port)")
public struct StubbedPortName: Hashable, Sendable {
    /// The port, by its protocol's name: `BookSource`.
    public let port: ScenarioPort
    /// Its methods, by their base names: `allBooks`, `book`.
    public let methods: [ScenarioMethod]

    /// `port` with `methods`.
    public init(_ port: ScenarioPort, methods: [ScenarioMethod]) {
        self.port = port
        self.methods = methods
    }
}

/// The calls one stubbed port received, as `GET /__uitest/calls` reports them: each call as data (`PortCall`), in
/// the order they arrived, the most recent `CallLog.defaultCapacity` of them.
public struct RecordedPortCalls: Sendable, Hashable {
    /// The bounded context the port belongs to (`movies`), for Marquee's ports; `nil` for a service's own.
    public let context: String?
    /// The port: `BookSource`.
    public let port: ScenarioPort
    /// The most recent calls, oldest first.
    public let calls: [PortCall]
    /// How many older calls the bounded log dropped.
    public let dropped: Int

    /// The log of `port` (of `context`, if it has one).
    @available(*, deprecated, message: "not public in 2.0.0")
    public init(context: String? = nil, port: ScenarioPort, log: CallLog<PortCall>) {
        self.context = context
        self.port = port
        self.calls = log.calls
        self.dropped = log.dropped
    }

    /// `{"port": "BookSource", "calls": [{"method": "book", "arguments": {"id": 1}}], "dropped": 0}`, with
    /// `context` first when there is one.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = context.map { [("context", .string($0))] } ?? []
        members += [("port", .string(port.name)), ("calls", .array(calls.map(\.json))), ("dropped", .integer(dropped))]
        return .object(JSONObject(members: members))
    }
}

/// A service's own port under the switch: its stub, one type that is also the set of one port a ``StubWorld``
/// takes. The service writes its calls (``StubbedCall``), names the port and its methods, declares its data
/// kinds, and answers each method through its ``stub``:
///
/// ```swift
/// final class StubBookSource: BookSource, StubbedPort {
///     enum Call: StubbedCall { case allBooks, book(id: Int) }
///     static let port: ScenarioPort = "BookSource"
///     static let methods: [ScenarioMethod] = ["allBooks", "book"]
///     static let books = StubDataKind<Book>("books", standard: [ /* … */ ])
///     static let data: [any StubDataChecking] = [books]
///
///     let stub: StubPort<Call, BookSourceError>
///     let shelf: [Book]
///
///     init(scenario: Scenario, clock: any Clock<Duration>) {
///         stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
///         shelf = Self.books.checkedItems(in: scenario)
///     }
///
///     func book(id: Int) async throws(BookSourceError) -> Book? {
///         try await stub.call(.book(id: id), empty: nil, present: shelf.first { $0.id == id })
///     }
///     // …
/// }
/// ```
///
/// The port's error says what each failure is by conforming to `UpstreamFailureCarrying`.
public protocol StubbedPort: StubbedPorts {
    /// The port's calls.
    @available(*, deprecated, message: "not public in 2.0.0")
    associatedtype Call: StubbedCall
    /// The port's error.
    associatedtype Failure: UpstreamFailureCarrying
    /// The port, by the name scenarios override it by (its protocol's name, by convention).
    static var port: ScenarioPort { get }
    /// Its methods, by the names their calls record (the ``StubbedCall`` cases).
    @available(*, deprecated, message: "not public in 2.0.0")
    static var methods: [ScenarioMethod] { get }
    /// Its data kinds (none by default).
    static var data: [any StubDataChecking] { get }
    /// The bounded context the port belongs to, reported with its calls (`movies`); none by default.
    static var context: String? { get }
    /// The stub's machinery: call log, scenario, failures.
    var stub: StubPort<Call, Failure> { get }
}

extension StubbedPort {
    /// No data of its own.
    public static var data: [any StubDataChecking] { [] }
    /// No context.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var context: String? { nil }
    /// The port and its methods.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var scenarioPorts: [StubbedPortName] { [StubbedPortName(port, methods: methods)] }
    /// The names of ``data``.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var dataKinds: [String] { data.map(\.name) }
    /// The keys of ``data``'s kinds that are not identified by `id`.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static var identifyingKeys: [String: String] {
        var keys: [String: String] = [:]
        for kind in data where kind.identifyingKey != "id" { keys[kind.name] = kind.identifyingKey }
        return keys
    }
    /// Reads every item of every kind in ``data``.
    public static func requireValid(_ scenario: Scenario) throws(ScenarioError) {
        for kind in data { try kind.check(scenario) }
    }
    /// The stub's calls.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var recordedCalls: [RecordedPortCalls] {
        [RecordedPortCalls(context: Self.context, port: Self.port, log: stub.portCallLog)]
    }
}

/// A data kind a ``StubbedPort`` declares, whatever its item type: ``StubDataKind`` is one.
public protocol StubDataChecking: Sendable {
    /// The kind's name in a scenario's `data`.
    var name: String { get }
    /// The member that identifies an item of the kind, an integer of at least 1 unique within it: `id` by default.
    var identifyingKey: String { get }
    /// Throws the ``ScenarioError`` of the first item of this kind in `scenario` that does not read.
    func check(_ scenario: Scenario) throws(ScenarioError)
}

extension StubDataChecking {
    /// `id`.
    public var identifyingKey: String { "id" }
}

extension StubDataKind: StubDataChecking {
    /// Reads every item.
    public func check(_ scenario: Scenario) throws(ScenarioError) {
        _ = try items(in: scenario)
    }

    /// The items `scenario` serves, for a stub built from a checked scenario (a ``StubWorld`` checks each before
    /// it builds stubs): an item that does not read is a programming error here, and so is a kind the stub reads
    /// without registering it in its `data` (the world would refuse every scenario that brings items of it): the
    /// world's first build of the stub, at launch, stops naming the kind.
    public func checkedItems(in scenario: Scenario) -> [Item] {
        if let registered = StubDataRegistration.kinds, !registered.contains(name) {
            preconditionFailure(
                "the stub reads the data kind \"\(name)\" without registering it: add it to the port's "
                    + "`static let data: [any StubDataChecking]` (registered: \(registered.sorted()))")
        }
        return StubDataCheck.checked { () throws(ScenarioError) in try items(in: scenario) }
    }
}

/// A data kind a stub reads as a whole rather than item by item (Marquee's catalogues, whose entries refer to each
/// other): its name, and the reading that checks it.
package struct StubDataCheck: StubDataChecking {
    /// The kind's name in a scenario's `data`.
    package let name: String
    /// The member that identifies an item.
    package let identifyingKey: String
    private let read: @Sendable (Scenario) throws(ScenarioError) -> Void

    /// The kind `name`, its items identified by `key`, checked by `read`.
    package init(
        _ name: String, identifiedBy key: String = "id",
        read: @escaping @Sendable (Scenario) throws(ScenarioError) -> Void
    ) {
        self.name = name
        self.identifyingKey = key
        self.read = read
    }

    /// Reads the kind.
    package func check(_ scenario: Scenario) throws(ScenarioError) {
        try read(scenario)
    }

    /// What `read` makes of a scenario's data in a stub's `init(scenario:clock:)`: a world checked the scenario
    /// first, so data that does not read here is a programming error.
    package static func checked<Value>(_ read: () throws(ScenarioError) -> Value) -> Value {
        do {
            return try read()
        } catch {
            preconditionFailure("a scenario reached a stub unchecked: \(error)")
        }
    }
}

/// The data kinds of the port set a ``StubWorld`` is building, while it builds it: what
/// ``StubDataKind/checkedItems(in:)`` checks its own kind against.
enum StubDataRegistration {
    @TaskLocal static var kinds: Set<String>?
}

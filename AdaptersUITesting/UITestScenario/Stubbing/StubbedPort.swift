import MarqueeJSON
import SharedKernel
import Synchronization

/// A port under the switch: its stub, which a ``StubWorld`` (and ``StubLaunch``) registers by its type, builds afresh
/// for every scenario it installs (``init(scenario:clock:)``), so call logs and `failThenRecover` counters start
/// over, and checks every scenario against first (its port, methods and data kinds, then its items), so that a stub
/// is only ever built with a scenario it can serve. Marquee's six ports are stubbed this way, and a service's own
/// port is too.
///
/// The stub lists its methods once, as its `Method` enum; its ``stub`` records each call under the name of the
/// method it is made from and answers it as the scenario says. The port's name is the type's without its `Stub`
/// prefix, and its data kinds are the ``StubDataKind``s its `init(scenario:clock:)` reads:
///
/// ```swift
/// final class StubBookSource: BookSource, StubbedPort {
///     enum Method: String, CaseIterable { case allBooks, book }
///     static let books = StubDataKind<Book>("books", standard: [ /* … */ ])
///
///     let stub: StubPort<Method, BookSourceError>
///     let shelf: [Book]
///
///     init(scenario: Scenario, clock: any Clock<Duration>) {
///         stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
///         shelf = Self.books.checkedItems(in: scenario)
///     }
///
///     func book(id: Int) async throws(BookSourceError) -> Book? {
///         try await stub.call(["id": id], empty: nil, present: shelf.first { $0.id == id })
///     }
///     // …
/// }
/// ```
///
/// The port's error says what each failure is by conforming to `UpstreamFailureCarrying`.
public protocol StubbedPort: Sendable {
    /// The port's methods, by their base names (`allBooks`, `book`): what a scenario overrides one by one and what
    /// each recorded call is named by. An enum `String, CaseIterable` of the stub's own.
    associatedtype Method: RawRepresentable<String>, CaseIterable
    /// The port's error.
    associatedtype Failure: UpstreamFailureCarrying
    /// The port, by the name scenarios override it by and calls are reported under: by default the stub type's
    /// name without its `Stub` prefix (`StubBookSource` stubs `BookSource`).
    static var port: ScenarioPort { get }
    /// The port's data kinds: by default the ``StubDataKind``s its `init(scenario:clock:)` reads with
    /// ``StubDataKind/checkedItems(in:)``, found by building one stub under `happyPath` (declare them here when the
    /// stub reads a kind only on some scenarios).
    static var data: [any StubDataChecking] { get }
    /// The port's own presets beside ``Scenario/presetNames`` (Marquee's `episodesUnavailable`), offered only where
    /// the port is registered; none by default.
    static var presets: [(name: String, scenario: Scenario)] { get }
    /// A fresh stub simulating `scenario` (already checked), waiting on `clock` for the scenario's delays.
    init(scenario: Scenario, clock: any Clock<Duration>)
    /// The stub's machinery: call log, scenario, failures.
    var stub: StubPort<Method, Failure> { get }
}

extension StubbedPort {
    /// The type's name without its `Stub` prefix.
    public static var port: ScenarioPort {
        let name = String(describing: Self.self)
        return ScenarioPort(name.hasPrefix("Stub") && name.count > 4 ? String(name.dropFirst(4)) : name)
    }

    /// The kinds a stub built under `happyPath` reads.
    public static var data: [any StubDataChecking] {
        StubDataRegistration.discovered(by: Self.self)
    }

    /// No preset of its own.
    public static var presets: [(name: String, scenario: Scenario)] { [] }

    /// Reads every item of every kind in ``data``: throws the ``ScenarioError`` of the first item that does not
    /// read, naming its JSON path.
    public static func requireValid(_ scenario: Scenario) throws(ScenarioError) {
        for kind in data { try kind.check(scenario) }
    }

    /// The port and its methods, as a scenario may name them.
    package static var scenarioPort: (port: String, methods: [String]) {
        (port.name, Method.allCases.map(\.rawValue))
    }

    /// The kinds a scenario may bring items of, for ``Scenario``'s check of its data.
    package static var knownKinds: [ScenarioData.KnownKind] {
        data.map { ScenarioData.KnownKind($0.name, identifiedBy: $0.identifyingKey, integerIDs: $0.integerIDs) }
    }

    /// The stub's calls since it was built.
    package var recordedCalls: RecordedPortCalls {
        RecordedPortCalls(
            context: (Self.self as? any StubbedContextPort.Type)?.context, port: Self.port, log: stub.callLog)
    }
}

/// A port of one of Marquee's bounded contexts, reported with its context (`movies`).
package protocol StubbedContextPort {
    /// The bounded context the port belongs to.
    static var context: String { get }
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
    package init(context: String? = nil, port: ScenarioPort, log: CallLog<PortCall>) {
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

/// A data kind a ``StubbedPort`` reads, whatever its item type: ``StubDataKind`` is one.
public protocol StubDataChecking: Sendable {
    /// The kind's name in a scenario's `data`.
    var name: String { get }
    /// The member that identifies an item of the kind, unique within it: `id` by default.
    var identifyingKey: String { get }
    /// Throws the ``ScenarioError`` of the first item of this kind in `scenario` that does not read.
    func check(_ scenario: Scenario) throws(ScenarioError)
}

extension StubDataChecking {
    /// `id`.
    public var identifyingKey: String { "id" }
    /// Whether an id must be an integer (Marquee's kinds); a service's kind takes its type's ids.
    package var integerIDs: Bool { (self as? StubDataCheck)?.integerIDs ?? false }
}

extension StubDataKind: StubDataChecking {
    /// Reads every item.
    public func check(_ scenario: Scenario) throws(ScenarioError) {
        _ = try items(in: scenario)
    }

    /// The items `scenario` serves, for a stub built from a checked scenario (a ``StubWorld`` checks each before
    /// it builds stubs): an item that does not read is a programming error here, and so is a kind the stub reads
    /// that its port's `data` does not list (the world would refuse every scenario that brings items of it): the
    /// world's first build of the stub, at launch, stops naming the kind.
    public func checkedItems(in scenario: Scenario) -> [Item] {
        if StubDataRegistration.discover(self) { return (try? items(in: scenario)) ?? [] }
        if let registered = StubDataRegistration.kinds, !registered.contains(name) {
            preconditionFailure(
                "the stub reads the data kind \"\(name)\" only on some scenarios: list it in the port's "
                    + "`static let data: [any StubDataChecking]` (listed: \(registered.sorted()))")
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
    /// Whether an id must be an integer of at least 1.
    package let integerIDs: Bool
    private let read: @Sendable (Scenario) throws(ScenarioError) -> Void

    /// The kind `name`, its items identified by `key`, checked by `read`.
    package init(
        _ name: String, identifiedBy key: String = "id",
        read: @escaping @Sendable (Scenario) throws(ScenarioError) -> Void
    ) {
        self.name = name
        self.identifyingKey = key
        self.integerIDs = true
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

/// The data kinds of the port a ``StubWorld`` is building, while it builds it: what
/// ``StubDataKind/checkedItems(in:)`` checks its own kind against; and the kinds a port's stub reads, found once
/// per port type by building one stub under `happyPath`.
enum StubDataRegistration {
    @TaskLocal static var kinds: Set<String>?
    @TaskLocal private static var discovering: Collector?
    private static let found = Mutex<[ObjectIdentifier: [any StubDataChecking]]>([:])

    /// While a port's kinds are being found: notes `kind` and says so (the stub then reads no items).
    static func discover(_ kind: any StubDataChecking) -> Bool {
        guard let discovering else { return false }
        discovering.kinds.withLock { kinds in
            if !kinds.contains(where: { $0.name == kind.name }) { kinds.append(kind) }
        }
        return true
    }

    /// The kinds a stub of `port` reads when built under `happyPath`, in the order it reads them.
    static func discovered<Port: StubbedPort>(by port: Port.Type) -> [any StubDataChecking] {
        if let kinds = found.withLock({ $0[ObjectIdentifier(port)] }) { return kinds }
        let collector = Collector()
        $discovering.withValue(collector) { _ = Port(scenario: .happyPath, clock: ContinuousClock()) }
        let kinds = collector.kinds.withLock { $0 }
        found.withLock { $0[ObjectIdentifier(port)] = kinds }
        return kinds
    }

    /// The kinds noted while a port's are being found.
    private final class Collector: Sendable {
        let kinds = Mutex<[any StubDataChecking]>([])
    }
}

import Foundation
import Synchronization

/// Every stubbed port of a `-uitest` process, under one scenario that a UI test in another process can switch:
/// the ports of each registered ``StubbedPorts`` set (Marquee's contexts, a service's own ``StubbedPort``s), their
/// scenario, data and call logs.
///
/// Each scenario installed (at launch, by ``replaceScenario(_:)`` or ``reset()``) is checked against every set
/// first: a port, method or data kind none of them has is refused with a message that names it and lists the
/// valid ones, and nothing changes. It then gets fresh stubs, so call logs and `failThenRecover` counters start
/// over; a request already running keeps the stubs it started with (``current``).
///
/// A world is a value of its own, not a process-wide global: a host can hold several (one per test session).
public final class StubWorld: Sendable {
    /// The stubs of one installed scenario: read them once per request, so the whole request sees one scenario.
    public struct Stubs: Sendable {
        /// The scenario they simulate.
        public let scenario: Scenario
        /// Counts the installs: a host that composes something from the stubs composes it again when this changes.
        @available(*, deprecated, message: "not public in 2.0.0")
        public let generation: Int
        let sets: [any StubbedPorts]

        /// The stubs of the registered set `type`. A type that was not registered is a programming error.
        public func stubs<Set: StubbedPorts>(_ type: Set.Type = Set.self) -> Set {
            for set in sets {
                if let found = set as? Set { return found }
            }
            preconditionFailure("\(Set.self) is not registered with this StubWorld")
        }

        /// Every port's calls since the scenario was installed, in registration order.
        public var recordedCalls: [RecordedPortCalls] {
            var calls: [RecordedPortCalls] = []
            for set in sets { calls += set.recordedCalls }
            return calls
        }
    }

    /// The scenario the world started with, and returns to on ``reset()``.
    public let launchScenario: Scenario
    /// The sets registered, in registration order: the order of reports and of checks.
    public let portSets: [any StubbedPorts.Type]
    /// The clock the stubs wait on.
    package let clock: any Clock<Duration>
    private let state: Mutex<Stubs>
    private let presentations = Mutex<[String: any Sendable]>([:])
    // What hosts composed on the stubs in force, by the type composed, with the generation it was composed on.
    private let compositions = Mutex<[ObjectIdentifier: (generation: Int, graph: any Sendable)]>([:])

    /// A world of `portSets` simulating `scenario`, waiting on `clock` (`ContinuousClock` in a running service, a
    /// test clock in tests). Throws the ``ScenarioError`` of the first thing in `scenario` they cannot serve.
    public convenience init(
        scenario: Scenario = .happyPath, stubbing portSets: [any StubbedPorts.Type],
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(ScenarioError) {
        try Self.requireValid(scenario, for: portSets)
        self.init(unchecked: scenario, stubbing: portSets, clock: clock)
    }

    /// A world whose launch scenario was already checked (or built in Swift by the host itself).
    package init(unchecked scenario: Scenario, stubbing portSets: [any StubbedPorts.Type], clock: any Clock<Duration>) {
        launchScenario = scenario
        self.portSets = portSets
        self.clock = clock
        state = Mutex(
            Stubs(scenario: scenario, generation: 0, sets: Self.sets(scenario, portSets: portSets, clock: clock)))
    }

    /// The stubs of the scenario in force.
    public var current: Stubs { state.withLock { $0 } }

    /// What was last put for the page `page`, presented alone in this world (`/__uitest/present/{page}`): whatever
    /// the host keeps of it (its HTML, its view model). A session's pages are its own and end with it; a scenario
    /// switch or a reset keeps them.
    public func presentation(of page: String) -> (any Sendable)? {
        presentations.withLock { $0[page] }
    }

    /// Keeps `presentation` as the page `page`'s, replacing an earlier one.
    public func present(_ presentation: any Sendable, as page: String) {
        presentations.withLock { $0[page] = presentation }
    }

    /// What `compose` makes of the stubs in force, made once per installed scenario and kept until the next: a host
    /// composes its object graph on the stubs here (Marquee's use cases on its six stubs), so that a request finds
    /// it in one step from its session's world, and every request until a switch or a reset is served by the same
    /// graph. One graph is kept per type `Graph`.
    public func composed<Graph: Sendable>(_ compose: (Stubs) -> Graph) -> Graph {
        let stubs = current
        let key = ObjectIdentifier(Graph.self)
        if let cached = compositions.withLock({ $0[key] }), cached.generation == stubs.generation,
            let graph = cached.graph as? Graph
        {
            return graph
        }
        let graph = compose(stubs)
        compositions.withLock { cache in
            // A request that read the world just before a switch must not put the older graph back.
            if (cache[key]?.generation ?? -1) < stubs.generation { cache[key] = (stubs.generation, graph) }
        }
        return graph
    }

    /// The scenario in force.
    public var scenario: Scenario { current.scenario }

    /// The current stubs of the registered set `type`.
    public func stubs<Set: StubbedPorts>(_ type: Set.Type = Set.self) -> Set {
        current.stubs(type)
    }

    /// Every port's calls since the scenario in force was installed.
    public var recordedCalls: [RecordedPortCalls] { current.recordedCalls }

    /// Installs `scenario` with fresh stubs, after checking it (``requireValid(_:)``); a refused scenario changes
    /// nothing.
    public func replaceScenario(_ scenario: Scenario) throws(ScenarioError) {
        try requireValid(scenario)
        install(scenario)
    }

    /// Back to ``launchScenario``, with fresh stubs.
    public func reset() {
        install(launchScenario)
    }

    /// Throws the ``ScenarioError`` of the first thing in `scenario` this world's sets cannot serve.
    public func requireValid(_ scenario: Scenario) throws(ScenarioError) {
        try Self.requireValid(scenario, for: portSets)
    }

    /// Throws the ``ScenarioError`` of the first thing in `scenario` that `portSets` cannot serve: a port none of
    /// them has (the message lists theirs), a method its port lacks, a data kind none serves, then each set's own
    /// check of its data.
    public static func requireValid(
        _ scenario: Scenario, for portSets: [any StubbedPorts.Type]
    ) throws(ScenarioError) {
        // Loops rather than `flatMap(\.scenarioPorts)`: a key path to a static requirement of an existential
        // metatype crashes swiftc 6.3.1's SILGen (Reproductions/StaticKeyPathOnExistentialMetatype).
        var ports: [(port: String, methods: [String])] = []
        var kinds: [(name: String, identifyingKey: String)] = []
        for set in portSets {
            for entry in set.scenarioPorts { ports.append((entry.port.name, entry.methods.map(\.name))) }
            // A kind two ports read (Marquee's `movies`) is offered once.
            for kind in set.dataKinds where !kinds.contains(where: { $0.name == kind }) {
                kinds.append((kind, set.identifyingKeys[kind] ?? "id"))
            }
        }
        try scenario.requireKnownPorts(ports)
        try scenario.data.requireKnownKinds(kinds)
        for set in portSets { try set.requireValid(scenario) }
    }

    /// The scenario `text` names (``Scenario/parse(_:)``: a preset or inline JSON), checked against `portSets`
    /// (``requireValid(_:for:)``): read once, checked once, then used. A preset they cannot serve is refused as an
    /// unknown one, and the message lists only ``presetNames(for:)``.
    public static func scenario(_ text: String, for portSets: [any StubbedPorts.Type]) throws(ScenarioError) -> Scenario
    {
        try scenario(text, for: portSets) { () throws(ScenarioError) in try Scenario.parse(text) }
    }

    /// The scenario a control request's body names (``Scenario/parse(controlBody:)``), checked as
    /// ``scenario(_:for:)`` checks one.
    package static func scenario(
        controlBody body: some Collection<UInt8>, for portSets: [any StubbedPorts.Type]
    ) throws(ScenarioError) -> Scenario {
        try scenario(String(decoding: body, as: UTF8.self), for: portSets) { () throws(ScenarioError) in
            try Scenario.parse(controlBody: body)
        }
    }

    /// The presets `portSets` are offered: ``Scenario/presetNames``, then each set's own (`StubbedPorts.presets`:
    /// Marquee's `episodesUnavailable` only where Marquee's ports are registered), in registration order.
    public static func presetNames(for portSets: [any StubbedPorts.Type]) -> [String] {
        presets(for: portSets).map(\.name)
    }

    private static func presets(for portSets: [any StubbedPorts.Type]) -> [(name: String, scenario: Scenario)] {
        var presets = Scenario.presets
        for set in portSets {
            for preset in set.presets where !presets.contains(where: { $0.name == preset.name }) {
                presets.append((preset.name, preset.scenario.named(preset.name)))
            }
        }
        return presets
    }

    private static func scenario(
        _ text: String, for portSets: [any StubbedPorts.Type], read: () throws(ScenarioError) -> Scenario
    ) throws(ScenarioError) -> Scenario {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let preset = presets(for: portSets).first(where: { $0.name == name }) {
            try requireValid(preset.scenario, for: portSets)
            return preset.scenario
        }
        let scenario: Scenario
        do {
            scenario = try read()
        } catch {
            guard case .unknownPreset(let text) = error.reason else { throw error }
            throw .unknownPreset(text, offered: presetNames(for: portSets))
        }
        try requireValid(scenario, for: portSets)
        return scenario
    }

    private func install(_ scenario: Scenario) {
        // Built outside the lock: a request reading `current` meanwhile gets the stubs in force.
        let sets = Self.sets(scenario, portSets: portSets, clock: clock)
        state.withLock { $0 = Stubs(scenario: scenario, generation: $0.generation + 1, sets: sets) }
    }

    private static func sets(
        _ scenario: Scenario, portSets: [any StubbedPorts.Type], clock: any Clock<Duration>
    ) -> [any StubbedPorts] {
        portSets.map { set in
            StubDataRegistration.$kinds.withValue(Set(set.dataKinds)) { set.init(scenario: scenario, clock: clock) }
        }
    }
}

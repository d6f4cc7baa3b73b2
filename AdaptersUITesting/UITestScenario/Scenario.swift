import MarqueeJSON

/// What a process launched for UI tests is told to simulate: per port or for all ports, a ``PortBehavior`` and a
/// delay before every answer (for loading states).
///
/// A scenario comes from ``parse(_:)``: either a preset name (``presetNames``) or inline JSON, version 1:
///
/// ```json
/// {
///   "version": 1,
///   "default": "happyPath",
///   "delayMilliseconds": 300,
///   "ports": {
///     "MovieRepository": { "behavior": "failThenRecover", "failures": 2, "failure": "serverError" },
///     "EpisodeRepository": "serverError",
///     "ImageConfigurationRepository": { "delayMilliseconds": 0 }
///   }
/// }
/// ```
///
/// - `version` (required): `1`.
/// - `default` (optional, `happyPath` when absent): the behaviour of every port without its own. A behaviour is
///   written as its name (`happyPath`, `empty`, `notFound`, `unauthorized`, `serverError`, `failThenRecover`), or
///   as an object `{"behavior": name, "failures": n, "failure": "serverError" | "unauthorized"}`, where
///   `failures` (0 through 1000, default 1) and `failure` (default `serverError`) belong to `failThenRecover` only.
/// - `delayMilliseconds` (optional, 0 when absent): the delay before every answer of every port, 0 through 60000.
/// - `ports` (optional): per port, named by its protocol (`MovieRepository`, `EpisodeRepository`, …), a behaviour
///   as above, or an object that may also carry the port's own `delayMilliseconds` (and may then leave `behavior`
///   out to keep the default).
///
/// Version 2 reads everything version 1 does, and a test's own world:
///
/// ```json
/// {
///   "version": 2,
///   "catalogue": "none",
///   "data": {
///     "movies": [{ "id": 4242, "title": "A title", "posterPath": null, "directors": ["Someone"] }],
///     "characters": [{ "id": 77, "name": "A name", "status": "Dead", "episodes": [] }]
///   },
///   "ports": { "MovieRepository": { "methods": { "credits": "serverError" } } }
/// }
/// ```
///
/// - `catalogue` (optional, `standard` when absent): `standard` adds `data` to the standard stub data, each entity
///   replacing the standard one with its id; `none` serves `data` alone.
/// - `data` (optional): per kind (`movies`, `characters`, `episodes`, `locations`), entities written with the field
///   names `marquee … --json` prints; `id` is required, every other field defaults to the entity's `.stub()`
///   (see `ScenarioData`; each context's stub module reads its kinds).
/// - `ports.<port>.methods` (optional): per method of the port (`credits`, `popularMovies`, …), a behaviour and/or
///   delay as a port takes, overriding the port's for that method alone, with its own `failThenRecover` count.
///
/// Any other key, behaviour, failure or version is a ``ScenarioError`` that lists what is valid; a value of the
/// wrong type in `data` names its JSON path (`data.movies[0].title: expected a string, found 5`). A scenario is at
/// most ``maximumDocumentBytes`` long and brings at most `ScenarioData/maximumEntities` entities. Port names are
/// not known here (this module knows no context): whoever applies a scenario checks them against the ports it
/// wires with `requireKnownPorts(_:)`, so a misspelt port is refused there, never silently ignored; so are method
/// names and the data's kinds and fields. Encoding gives back JSON of this shape (sorted keys, version 1 unless the
/// scenario needs version 2) that parses to an equal scenario.
public struct Scenario: Hashable, Sendable {
    /// The newest JSON format version this build reads; it writes version 1 for a scenario that needs nothing newer.
    package static let currentVersion = 2
    /// The longest scenario text ``parse(_:)`` reads, in bytes: as long as a scenario file may be.
    public static let maximumDocumentBytes = 1 << 20
    /// The longest delay a scenario may ask for, in milliseconds.
    public static let maximumDelayMilliseconds = 60_000

    /// The behaviour of every port without an override.
    public private(set) var defaultBehavior: PortBehavior
    /// The delay before every answer, in milliseconds, for every port without its own.
    public private(set) var delayMilliseconds: Int
    /// What the scenario says about individual ports; never holds an empty override.
    public private(set) var portOverrides: [ScenarioPort: PortOverride]
    /// The stub data served (version 2): the standard catalogue unless the scenario brings its own.
    package private(set) var data: ScenarioData
    // The port set's own preset this scenario was read as (`episodesUnavailable`): what ``name`` reports. Not part of
    // the scenario's value (equal scenarios simulate the same), and dropped by every change.
    private var ownPresetName: String?

    /// A scenario. Values are brought into the range JSON allows, so that every scenario encodes to JSON that
    /// parses back to it: delays to 0 through ``maximumDelayMilliseconds``, `failThenRecover` counts to 0 through
    /// ``PortBehavior/maximumFailures``. Empty overrides are dropped. The scenario serves the standard stub data;
    /// `serving(…)` gives it data of its own.
    package init(
        defaultBehavior: PortBehavior = .happyPath, delayMilliseconds: Int = 0,
        portOverrides: [ScenarioPort: PortOverride] = [:]
    ) {
        self.init(
            defaultBehavior: defaultBehavior, delayMilliseconds: delayMilliseconds, portOverrides: portOverrides,
            data: ScenarioData())
    }

    /// A scenario serving `data`, values brought into range as ``init(defaultBehavior:delayMilliseconds:portOverrides:)``
    /// does.
    package init(
        defaultBehavior: PortBehavior, delayMilliseconds: Int, portOverrides: [ScenarioPort: PortOverride],
        data: ScenarioData
    ) {
        self.defaultBehavior = defaultBehavior.clamped
        self.delayMilliseconds = Self.clampedDelay(delayMilliseconds)
        self.portOverrides = portOverrides.compactMapValues(Self.clamped)
        self.data = data
    }

    private static func clamped(_ override: PortOverride) -> PortOverride? {
        let clamped = PortOverride(
            behavior: override.behavior?.clamped, delayMilliseconds: override.delayMilliseconds.map(clampedDelay),
            methods: override.methods.compactMapValues { method in
                let clamped = PortOverride(
                    behavior: method.behavior?.clamped, delayMilliseconds: method.delayMilliseconds.map(clampedDelay))
                return clamped.isEmpty ? nil : clamped
            })
        return clamped.isEmpty ? nil : clamped
    }

    private static func clampedDelay(_ milliseconds: Int) -> Int {
        min(max(0, milliseconds), maximumDelayMilliseconds)
    }

    /// The preset's name when the scenario is equal to a preset (``presetNames``) or was read as a port set's own
    /// (`StubbedPort.presets`), else `custom`: what reports show.
    public var name: String {
        ownPresetName ?? Self.presets.first { $0.scenario == self }?.name ?? "custom"
    }

    /// This scenario, reported as the port set's own preset `name`.
    package func named(_ name: String) -> Scenario {
        var copy = self
        copy.ownPresetName = name
        return copy
    }

    /// The same behaviours, delays and data, whatever the scenarios were called.
    public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.defaultBehavior == rhs.defaultBehavior && lhs.delayMilliseconds == rhs.delayMilliseconds
            && lhs.portOverrides == rhs.portOverrides && lhs.data == rhs.data
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(defaultBehavior)
        hasher.combine(delayMilliseconds)
        hasher.combine(portOverrides)
        hasher.combine(data)
    }

    /// The behaviour of `port`: its override, else the default.
    package func behavior(for port: ScenarioPort) -> PortBehavior {
        behavior(for: port, method: nil)
    }

    /// The delay before every answer of `port`: its own, else the global one.
    package func delay(for port: ScenarioPort) -> Duration {
        delay(for: port, method: nil)
    }

    /// The behaviour of `method` of `port` (of the port as a whole when `method` is `nil`): the method's override,
    /// else the port's, else the default.
    package func behavior(for port: ScenarioPort, method: ScenarioMethod?) -> PortBehavior {
        let override = portOverrides[port]
        return method.flatMap { override?.methods[$0]?.behavior } ?? override?.behavior ?? defaultBehavior
    }

    /// The delay before every answer of `method` of `port` (of the port when `method` is `nil`): the method's own,
    /// else the port's, else the global one.
    package func delay(for port: ScenarioPort, method: ScenarioMethod?) -> Duration {
        let override = portOverrides[port]
        return .milliseconds(
            method.flatMap { override?.methods[$0]?.delayMilliseconds } ?? override?.delayMilliseconds
                ?? delayMilliseconds)
    }

    /// Throws `ScenarioErrorReason/unknownPort(_:)` for the first overridden port (in name order) that is not
    /// among `known`, the names of the ports actually wired, listed in the message; then
    /// `ScenarioErrorReason/unknownMethod(_:port:)` for the first overridden method a port does not have.
    package func requireKnownPorts(_ known: [(port: String, methods: [String])]) throws(ScenarioError) {
        let names = known.map(\.port)
        for (port, override) in portOverrides.sorted(by: { $0.key < $1.key }) {
            guard let methods = known.first(where: { $0.port == port.name })?.methods else {
                throw .unknownPort(port.name, known: names)
            }
            if let unknown = override.methods.keys.sorted().first(where: { !methods.contains($0.name) }) {
                throw .unknownMethod(unknown.name, of: port.name, known: methods)
            }
        }
    }

    /// Throws `ScenarioErrorReason/unknownPort(_:)` for the first overridden port (in name order) not among
    /// `known`, or `ScenarioErrorReason/unknownMethod(_:port:)` for any method override (no method is known).
    package func requireKnownPorts(_ known: [String]) throws(ScenarioError) {
        try requireKnownPorts(known.map { (port: $0, methods: []) })
    }

    /// This scenario with `behavior` for `method` of `port` alone (its other methods keep theirs), e.g.
    /// `.overriding("credits", of: "MovieRepository", with: .serverError)`; with a delay of `delayMilliseconds` before
    /// the method's every answer when given.
    public func overriding(
        _ method: ScenarioMethod, of port: ScenarioPort, with behavior: PortBehavior, delayMilliseconds: Int? = nil
    ) -> Scenario {
        var overrides = portOverrides
        overrides[port, default: PortOverride()].methods[method] = PortOverride(
            behavior: behavior, delayMilliseconds: delayMilliseconds)
        return Scenario(
            defaultBehavior: defaultBehavior, delayMilliseconds: self.delayMilliseconds, portOverrides: overrides,
            data: data)
    }

    /// This scenario with `behavior` for every method of `port` (as a version 1 port override).
    public func overriding(_ port: ScenarioPort, with behavior: PortBehavior) -> Scenario {
        with(behavior, for: port)
    }

    /// This scenario serving `objects` as entities of `kind` (each context's stub module calls it with its typed
    /// entities), with `catalogue` when given.
    package func serving(
        _ objects: [JSONObject], as kind: String, identifiedBy key: String = "id", catalogue: ScenarioCatalogue? = nil
    ) -> Scenario {
        var data = data.adding(objects, as: kind, identifiedBy: key)
        if let catalogue { data.catalogue = catalogue }
        var copy = self
        copy.data = data
        copy.ownPresetName = nil
        return copy
    }

    /// This scenario serving its data with `catalogue`: `.none` to serve nothing but the scenario's own entities.
    public func serving(catalogue: ScenarioCatalogue) -> Scenario {
        var copy = self
        copy.data.catalogue = catalogue
        copy.ownPresetName = nil
        return copy
    }

    /// This scenario with `behavior` for `port`.
    package func with(_ behavior: PortBehavior, for port: ScenarioPort) -> Scenario {
        var overrides = portOverrides
        overrides[port, default: PortOverride()].behavior = behavior
        return Scenario(
            defaultBehavior: defaultBehavior, delayMilliseconds: delayMilliseconds, portOverrides: overrides,
            data: data)
    }

    /// This scenario with a delay of `milliseconds` before every answer of `port`, or of every port without its
    /// own delay when `port` is `nil`.
    public func withDelay(milliseconds: Int, for port: ScenarioPort? = nil) -> Scenario {
        guard let port else {
            return Scenario(
                defaultBehavior: defaultBehavior, delayMilliseconds: milliseconds, portOverrides: portOverrides,
                data: data)
        }
        var overrides = portOverrides
        overrides[port, default: PortOverride()].delayMilliseconds = milliseconds
        return Scenario(
            defaultBehavior: defaultBehavior, delayMilliseconds: delayMilliseconds, portOverrides: overrides,
            data: data)
    }
}

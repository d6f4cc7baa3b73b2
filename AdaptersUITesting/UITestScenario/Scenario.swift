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
/// Any other key, behaviour, failure or version is a ``ScenarioError`` that lists what is valid. Port names are
/// not known here (this module knows no context): whoever applies a scenario checks them against the ports it
/// wires with `requireKnownPorts(_:)`, so a misspelt port is refused there, never silently ignored. Encoding
/// gives back JSON of this shape (sorted keys) that parses to an equal scenario.
public struct Scenario: Hashable, Sendable {
    /// The JSON format version this build reads and writes.
    package static let currentVersion = 1
    /// The longest delay a scenario may ask for, in milliseconds.
    public static let maximumDelayMilliseconds = 60_000

    /// The behaviour of every port without an override.
    public private(set) var defaultBehavior: PortBehavior
    /// The delay before every answer, in milliseconds, for every port without its own.
    public private(set) var delayMilliseconds: Int
    /// What the scenario says about individual ports; never holds an empty override.
    public private(set) var portOverrides: [ScenarioPort: PortOverride]

    /// A scenario. Values are brought into the range JSON allows, so that every scenario encodes to JSON that
    /// parses back to it: delays to 0 through ``maximumDelayMilliseconds``, `failThenRecover` counts to 0 through
    /// ``PortBehavior/maximumFailures``. Empty overrides are dropped.
    public init(
        defaultBehavior: PortBehavior = .happyPath, delayMilliseconds: Int = 0,
        portOverrides: [ScenarioPort: PortOverride] = [:]
    ) {
        self.defaultBehavior = defaultBehavior.clamped
        self.delayMilliseconds = Self.clampedDelay(delayMilliseconds)
        self.portOverrides = portOverrides.compactMapValues { override in
            let clamped = PortOverride(
                behavior: override.behavior?.clamped,
                delayMilliseconds: override.delayMilliseconds.map(Self.clampedDelay))
            return clamped.isEmpty ? nil : clamped
        }
    }

    private static func clampedDelay(_ milliseconds: Int) -> Int {
        min(max(0, milliseconds), maximumDelayMilliseconds)
    }

    /// The preset's name when the scenario is equal to a preset (``presetNames``), else `custom`: what reports show.
    public var name: String {
        Self.presets.first { $0.scenario == self }?.name ?? "custom"
    }

    /// The behaviour of `port`: its override, else the default.
    public func behavior(for port: ScenarioPort) -> PortBehavior {
        portOverrides[port]?.behavior ?? defaultBehavior
    }

    /// The delay before every answer of `port`: its own, else the global one.
    package func delay(for port: ScenarioPort) -> Duration {
        .milliseconds(portOverrides[port]?.delayMilliseconds ?? delayMilliseconds)
    }

    /// Throws ``ScenarioErrorReason/unknownPort(_:)`` for the first overridden port (in name order) that is not
    /// among `known`, the names of the ports actually wired, listed in the message.
    package func requireKnownPorts(_ known: [String]) throws(ScenarioError) {
        if let unknown = portOverrides.keys.sorted().first(where: { !known.contains($0.name) }) {
            throw .unknownPort(unknown.name, known: known)
        }
    }

    /// This scenario with `behavior` for `port`.
    package func with(_ behavior: PortBehavior, for port: ScenarioPort) -> Scenario {
        var overrides = portOverrides
        overrides[port, default: PortOverride()].behavior = behavior
        return Scenario(
            defaultBehavior: defaultBehavior, delayMilliseconds: delayMilliseconds, portOverrides: overrides)
    }

    /// This scenario with a delay of `milliseconds` before every answer of `port`, or of every port without its
    /// own delay when `port` is `nil`.
    public func withDelay(milliseconds: Int, for port: ScenarioPort? = nil) -> Scenario {
        guard let port else {
            return Scenario(
                defaultBehavior: defaultBehavior, delayMilliseconds: milliseconds, portOverrides: portOverrides)
        }
        var overrides = portOverrides
        overrides[port, default: PortOverride()].delayMilliseconds = milliseconds
        return Scenario(
            defaultBehavior: defaultBehavior, delayMilliseconds: delayMilliseconds, portOverrides: overrides)
    }
}

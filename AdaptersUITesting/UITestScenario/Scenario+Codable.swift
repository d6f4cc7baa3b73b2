import CompositionKit
import Foundation

extension Scenario: Codable {
    /// The keys of a scenario object.
    static let topLevelKeys = ["version", "default", "delayMilliseconds", "ports"]

    /// Reads scenario JSON (see ``Scenario``); anything the format does not define throws a ``ScenarioError``.
    public init(from decoder: any Decoder) throws {
        let context = ScenarioCodingKey.context(of: decoder.codingPath)
        let container = try ScenarioCodingKey.object(in: decoder, context: context, expected: "a JSON object")
        try ScenarioCodingKey.rejectUnknownKeys(in: container, allowed: Self.topLevelKeys, context: context)
        guard
            let version = try ScenarioCodingKey.integer(
                "version", in: container, context: context, range: Int.min...Int.max)
        else { throw ScenarioError.missingVersion }
        guard version == Self.currentVersion else { throw ScenarioError.unsupportedVersion(version) }

        let defaultBehavior =
            container.contains("default") ? try container.decode(PortBehavior.self, forKey: "default") : .happyPath
        let delay = try ScenarioCodingKey.integer(
            "delayMilliseconds", in: container, context: context, range: 0...Self.maximumDelayMilliseconds)

        var overrides: [ScenarioPort: PortOverride] = [:]
        if container.contains("ports") {
            let ports: KeyedDecodingContainer<ScenarioCodingKey>
            do {
                ports = try container.nestedContainer(keyedBy: ScenarioCodingKey.self, forKey: "ports")
            } catch {
                throw ScenarioError.malformedJSON(at: "ports", expected: "an object keyed by port name")
            }
            // Any name is read here; whether it names a wired port is checked where the scenario is applied
            // (`requireKnownPorts(_:)`), since only the wiring knows the ports.
            for key in ports.allKeys.sorted(by: { ScenarioPort($0.stringValue) < ScenarioPort($1.stringValue) }) {
                overrides[ScenarioPort(key.stringValue)] = try ports.decode(PortOverride.self, forKey: key)
            }
        }
        self.init(defaultBehavior: defaultBehavior, delayMilliseconds: delay ?? 0, portOverrides: overrides)
    }

    /// Writes the scenario as ``canonicalJSON``.
    public func encode(to encoder: any Encoder) throws {
        try canonicalJSON.encode(to: encoder)
    }

    /// The scenario as JSON: `version` and `default` always, `delayMilliseconds` when not 0, `ports` when any.
    public var canonicalJSON: JSONValue {
        var fields: [String: JSONValue] = [
            "version": .integer(Self.currentVersion), "default": defaultBehavior.canonicalJSON,
        ]
        if delayMilliseconds != 0 { fields["delayMilliseconds"] = .integer(delayMilliseconds) }
        if !portOverrides.isEmpty {
            fields["ports"] = .object(
                JSONObject(
                    Dictionary(uniqueKeysWithValues: portOverrides.map { ($0.key.name, $0.value.canonicalJSON) })))
        }
        return .object(JSONObject(fields))
    }

    /// The scenario as one line of JSON with sorted keys, e.g. for an environment variable; ``parse(_:)`` reads it
    /// back to an equal scenario.
    public var jsonString: String {
        canonicalJSON.rendered(pretty: false)
    }
}

import Foundation
import MarqueeJSON

extension Scenario: Codable {
    /// The keys of a version 1 scenario object.
    static let topLevelKeys = ["version", "default", "delayMilliseconds", "ports"]
    /// The keys of a version 2 scenario object.
    static let version2Keys = topLevelKeys + ["catalogue", "data"]

    /// Reads scenario JSON (see ``Scenario``); anything the format does not define throws a ``ScenarioError``.
    public init(from decoder: any Decoder) throws {
        let context = ScenarioCodingKey.context(of: decoder.codingPath)
        let container = try ScenarioCodingKey.object(in: decoder, context: context, expected: "a JSON object")
        guard
            let version = try ScenarioCodingKey.integer(
                "version", in: container, context: context, range: Int.min...Int.max)
        else { throw ScenarioError.missingVersion }
        guard (1...Self.currentVersion).contains(version) else { throw ScenarioError.unsupportedVersion(version) }
        try ScenarioCodingKey.rejectUnknownKeys(
            in: container, allowed: version == 1 ? Self.topLevelKeys : Self.version2Keys, context: context)

        let defaultBehavior =
            container.contains("default") ? try container.decode(PortBehavior.self, forKey: "default") : .happyPath
        let delay = try ScenarioCodingKey.integer(
            "delayMilliseconds", in: container, context: context, range: 0...Self.maximumDelayMilliseconds)

        var overrides: [ScenarioPort: PortOverride] = [:]
        // Any name is read here; whether it names a wired port is checked where the scenario is applied
        // (`requireKnownPorts(_:)`), since only the wiring knows the ports.
        for (name, override) in try ScenarioCodingKey.entries(
            "ports", of: PortOverride.self, in: container, context: context, expected: "an object keyed by port name")
        {
            if version == 1, !override.methods.isEmpty {
                throw ScenarioError.unknownKey(
                    "methods", in: ScenarioError.shownPath(["ports", name]), allowed: PortOverride.objectKeys)
            }
            overrides[ScenarioPort(name)] = override
        }
        var catalogue = ScenarioCatalogue.standard
        if let name = try ScenarioCodingKey.string("catalogue", in: container, context: context) {
            guard let named = ScenarioCatalogue(rawValue: name) else {
                throw ScenarioError.invalidValue(
                    key: "catalogue", in: context, expected: "one of \(ScenarioCatalogue.names.joined(separator: ", "))"
                )
            }
            catalogue = named
        }
        let data = container.contains("data") ? try container.decode(JSONValue.self, forKey: "data") : nil
        self.init(
            defaultBehavior: defaultBehavior, delayMilliseconds: delay ?? 0, portOverrides: overrides,
            data: try ScenarioData(catalogue: catalogue, json: data))
    }

    /// Writes the scenario as `canonicalJSON`.
    public func encode(to encoder: any Encoder) throws {
        try canonicalJSON.encode(to: encoder)
    }

    /// The scenario as JSON: `default` always, `delayMilliseconds` when not 0, `ports` when any, `catalogue` when
    /// `none`, `data` when any kind is named (with no items too: it is still checked), and `version`: 2 exactly when
    /// the object carries what version 1 cannot (`catalogue`, `data`, or a port's `methods`).
    public var canonicalJSON: JSONValue {
        var fields: [String: JSONValue] = ["default": defaultBehavior.canonicalJSON]
        if data.catalogue != .standard { fields["catalogue"] = .string(data.catalogue.rawValue) }
        if !data.entities.isEmpty { fields["data"] = data.canonicalJSON }
        if delayMilliseconds != 0 { fields["delayMilliseconds"] = .integer(delayMilliseconds) }
        if !portOverrides.isEmpty {
            fields["ports"] = .object(
                JSONObject(
                    Dictionary(uniqueKeysWithValues: portOverrides.map { ($0.key.name, $0.value.canonicalJSON) })))
        }
        let needsVersion2 =
            fields.keys.contains { !Self.topLevelKeys.contains($0) }
            || portOverrides.values.contains { !$0.methods.isEmpty }
        fields["version"] = .integer(needsVersion2 ? 2 : 1)
        return .object(JSONObject(fields))
    }

    /// The scenario as one line of JSON with sorted keys, e.g. for an environment variable; ``parse(_:)`` reads it
    /// back to an equal scenario.
    public var jsonString: String {
        canonicalJSON.rendered(pretty: false)
    }
}

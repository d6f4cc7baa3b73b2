import MarqueeJSON

extension PortOverride: Codable {
    /// The keys of an override written as an object.
    static let objectKeys = PortBehavior.objectKeys + ["delayMilliseconds"]

    /// Reads an override written as a behaviour name, or as an object with a behaviour's keys and/or
    /// `delayMilliseconds`, and for a port (not for one of its methods) `methods`: per method name, an override
    /// written the same way. Anything else throws a ``ScenarioError``.
    public init(from decoder: any Decoder) throws {
        let context = ScenarioCodingKey.context(of: decoder.codingPath)
        if let name = ScenarioCodingKey.string(in: decoder) {
            guard let behavior = PortBehavior(name: name) else {
                throw ScenarioError.unknownBehavior(name, in: context)
            }
            self.init(behavior: behavior)
            return
        }
        let container = try ScenarioCodingKey.object(
            in: decoder, context: context, expected: "a behavior name or an object")
        // A port stands at `ports.<port>`; one of its methods deeper, at `ports.<port>.methods.<method>`.
        let isPort = decoder.codingPath.count <= 2
        try ScenarioCodingKey.rejectUnknownKeys(
            in: container, allowed: Self.objectKeys + (isPort ? ["methods"] : []), context: context)
        let behavior = try PortBehavior.decodeFields(in: container, context: context)
        let delay = try ScenarioCodingKey.integer(
            "delayMilliseconds", in: container, context: context, range: 0...Scenario.maximumDelayMilliseconds)
        var methods: [ScenarioMethod: PortOverride] = [:]
        for (name, override) in try ScenarioCodingKey.entries(
            "methods", of: PortOverride.self, in: container, context: context,
            expected: "an object keyed by method name")
        {
            methods[ScenarioMethod(name)] = override
        }
        guard behavior != nil || delay != nil || !methods.isEmpty else {
            throw ScenarioError.invalidValue(
                key: isPort ? "port entry" : "method entry", in: context,
                expected: isPort
                    ? "a \"behavior\", \"delayMilliseconds\" and/or \"methods\""
                    : "a \"behavior\" and/or \"delayMilliseconds\"")
        }
        self.init(behavior: behavior, delayMilliseconds: delay, methods: methods)
    }

    /// Writes the override as `canonicalJSON`.
    public func encode(to encoder: any Encoder) throws {
        try canonicalJSON.encode(to: encoder)
    }

    /// The override as scenario JSON: the behaviour alone when there is no delay and no method, else an object.
    package var canonicalJSON: JSONValue {
        if let behavior, delayMilliseconds == nil, methods.isEmpty { return behavior.canonicalJSON }
        var fields = behavior?.objectFields ?? [:]
        if let delayMilliseconds { fields["delayMilliseconds"] = .integer(delayMilliseconds) }
        if !methods.isEmpty {
            fields["methods"] = .object(
                JSONObject(Dictionary(uniqueKeysWithValues: methods.map { ($0.key.name, $0.value.canonicalJSON) })))
        }
        return .object(JSONObject(fields))
    }
}

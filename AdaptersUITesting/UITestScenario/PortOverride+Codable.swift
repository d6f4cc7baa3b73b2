import CompositionKit

extension PortOverride: Codable {
    /// The keys of an override written as an object.
    static let objectKeys = PortBehavior.objectKeys + ["delayMilliseconds"]

    /// Reads an override written as a behaviour name, or as an object with a behaviour's keys and/or
    /// `delayMilliseconds`; anything else throws a ``ScenarioError``.
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
        try ScenarioCodingKey.rejectUnknownKeys(in: container, allowed: Self.objectKeys, context: context)
        let behavior = try PortBehavior.decodeFields(in: container, context: context)
        let delay = try ScenarioCodingKey.integer(
            "delayMilliseconds", in: container, context: context, range: 0...Scenario.maximumDelayMilliseconds)
        guard behavior != nil || delay != nil else {
            throw ScenarioError.invalidValue(
                key: "port entry", in: context, expected: "a \"behavior\" and/or \"delayMilliseconds\"")
        }
        self.init(behavior: behavior, delayMilliseconds: delay)
    }

    /// Writes the override as ``canonicalJSON``.
    public func encode(to encoder: any Encoder) throws {
        try canonicalJSON.encode(to: encoder)
    }

    /// The override as scenario JSON: the behaviour alone when there is no delay, else an object.
    public var canonicalJSON: JSONValue {
        if let behavior, delayMilliseconds == nil { return behavior.canonicalJSON }
        var fields = behavior?.objectFields ?? [:]
        if let delayMilliseconds { fields["delayMilliseconds"] = .integer(delayMilliseconds) }
        return .object(JSONObject(fields))
    }
}

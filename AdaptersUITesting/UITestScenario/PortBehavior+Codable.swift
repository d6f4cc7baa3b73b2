import CompositionKit

extension PortBehavior: Codable {
    /// The keys of a behaviour written as an object.
    static let objectKeys = ["behavior", "failures", "failure"]

    /// Reads a behaviour written as its name or as an object (see ``Scenario``); anything else throws a
    /// ``ScenarioError``.
    public init(from decoder: any Decoder) throws {
        let context = ScenarioCodingKey.context(of: decoder.codingPath)
        if let name = ScenarioCodingKey.string(in: decoder) {
            guard let behavior = PortBehavior(name: name) else {
                throw ScenarioError.unknownBehavior(name, in: context)
            }
            self = behavior
            return
        }
        let container = try ScenarioCodingKey.object(
            in: decoder, context: context, expected: "a behavior name or an object with \"behavior\"")
        try ScenarioCodingKey.rejectUnknownKeys(in: container, allowed: Self.objectKeys, context: context)
        guard let behavior = try Self.decodeFields(in: container, context: context) else {
            throw ScenarioError.invalidValue(
                key: "behavior", in: context, expected: "a \"behavior\", one of \(Self.names.joined(separator: ", "))")
        }
        self = behavior
    }

    /// Writes the behaviour as `canonicalJSON`.
    public func encode(to encoder: any Encoder) throws {
        try canonicalJSON.encode(to: encoder)
    }

    /// The behaviour as scenario JSON: its name, or an object when `failThenRecover` has other than one
    /// `serverError`.
    package var canonicalJSON: JSONValue {
        let fields = objectFields
        return fields.count == 1 ? .string(name) : .object(JSONObject(fields))
    }

    /// The behaviour's fields as they stand in an object.
    var objectFields: [String: JSONValue] {
        guard case .failThenRecover(let failures, let failure) = self, failures != 1 || failure != .serverError else {
            return ["behavior": .string(name)]
        }
        return ["behavior": .string(name), "failures": .integer(failures), "failure": .string(failure.rawValue)]
    }

    /// The behaviour described by the `behavior`, `failures` and `failure` keys of an object, or `nil` when it has
    /// none of them.
    static func decodeFields(
        in container: KeyedDecodingContainer<ScenarioCodingKey>, context: String
    ) throws(ScenarioError) -> PortBehavior? {
        let name = try ScenarioCodingKey.string("behavior", in: container, context: context)
        let failures = try ScenarioCodingKey.integer(
            "failures", in: container, context: context, range: 0...maximumFailures)
        let failureName = try ScenarioCodingKey.string("failure", in: container, context: context)
        let onlyWithFailThenRecover = "\"failures\" and \"failure\" only with \"behavior\": \"failThenRecover\""
        guard let name else {
            if failures != nil || failureName != nil {
                throw .invalidValue(
                    key: failures != nil ? "failures" : "failure", in: context, expected: onlyWithFailThenRecover)
            }
            return nil
        }
        guard let behavior = PortBehavior(name: name) else { throw .unknownBehavior(name, in: context) }
        guard case .failThenRecover = behavior else {
            if failures != nil || failureName != nil {
                throw .invalidValue(
                    key: failures != nil ? "failures" : "failure", in: context, expected: onlyWithFailThenRecover)
            }
            return behavior
        }
        var failure = ScenarioFailure.serverError
        if let failureName {
            guard let named = ScenarioFailure(rawValue: failureName) else {
                throw .unknownFailure(failureName, in: context)
            }
            failure = named
        }
        return .failThenRecover(failures: failures ?? 1, failure: failure)
    }
}

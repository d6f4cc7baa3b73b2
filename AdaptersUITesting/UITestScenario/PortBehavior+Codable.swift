import MarqueeJSON
import SharedKernel

extension PortBehavior: Codable {
    /// The keys of a behaviour written as an object.
    static let objectKeys = ["behavior", "failures", "failure", "retryAfterSeconds"]

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

    /// The behaviour as scenario JSON: its name, or an object when it has more to say than its name (a
    /// `Retry-After`, or `failThenRecover` with other than one failure as unavailable).
    package var canonicalJSON: JSONValue {
        let fields = objectFields
        return fields.count == 1 ? .string(name) : .object(JSONObject(fields))
    }

    /// The behaviour's fields as they stand in an object.
    var objectFields: [String: JSONValue] {
        var fields: [String: JSONValue] = ["behavior": .string(name)]
        switch self {
        case .happyPath, .empty, .notFound: break
        case .failing(let failure):
            fields["retryAfterSeconds"] = Self.retryAfterSeconds(of: failure).map { .integer($0) }
        case .failThenRecover(let failures, let failure):
            guard failures != 1 || failure != .unavailable(retryAfter: nil) else { break }
            fields["failures"] = .integer(failures)
            fields["failure"] = .string(Self.name(of: failure))
            fields["retryAfterSeconds"] = Self.retryAfterSeconds(of: failure).map { .integer($0) }
        }
        return fields
    }

    /// The behaviour described by the `behavior`, `failures`, `failure` and `retryAfterSeconds` keys of an object,
    /// or `nil` when it has none of them.
    static func decodeFields(
        in container: KeyedDecodingContainer<ScenarioCodingKey>, context: String
    ) throws(ScenarioError) -> PortBehavior? {
        let name = try ScenarioCodingKey.string("behavior", in: container, context: context)
        let failures = try ScenarioCodingKey.integer(
            "failures", in: container, context: context, range: 0...maximumFailures)
        let failureName = try ScenarioCodingKey.string("failure", in: container, context: context)
        let retryAfterSeconds = try ScenarioCodingKey.integer(
            "retryAfterSeconds", in: container, context: context, range: 0...maximumRetryAfterSeconds)
        guard let name else {
            if let stray = [
                ("failures", failures != nil), ("failure", failureName != nil),
                ("retryAfterSeconds", retryAfterSeconds != nil),
            ].first(where: \.1)?.0 {
                throw .invalidValue(key: stray, in: context, expected: "a \"behavior\" beside it")
            }
            return nil
        }
        guard let behavior = PortBehavior(name: name) else { throw .unknownBehavior(name, in: context) }
        let onlyWithFailThenRecover = "\"failures\" and \"failure\" only with \"behavior\": \"failThenRecover\""
        switch behavior {
        case .happyPath, .empty, .notFound, .failing:
            if failures != nil || failureName != nil {
                throw .invalidValue(
                    key: failures != nil ? "failures" : "failure", in: context, expected: onlyWithFailThenRecover)
            }
            guard case .failing(let failure) = behavior else {
                try rejectRetryAfter(retryAfterSeconds, context: context)
                return behavior
            }
            return .failing(try failure.waiting(retryAfterSeconds, context: context))
        case .failThenRecover:
            var failure = UpstreamFailure.unavailable(retryAfter: nil)
            if let failureName {
                guard let named = Self.failure(named: failureName) else {
                    throw .unknownFailure(failureName, in: context)
                }
                failure = named
            }
            return .failThenRecover(
                failures: failures ?? 1, failure: try failure.waiting(retryAfterSeconds, context: context))
        }
    }

    /// The whole seconds of `failure`'s `Retry-After`, when it has one.
    private static func retryAfterSeconds(of failure: UpstreamFailure) -> Int? {
        switch failure {
        case .rateLimited(let wait?), .unavailable(let wait?): wait.wholeSecondsRoundedUp
        default: nil
        }
    }

    private static func rejectRetryAfter(_ seconds: Int?, context: String) throws(ScenarioError) {
        guard seconds != nil else { return }
        throw .invalidValue(key: "retryAfterSeconds", in: context, expected: retryAfterOnlyWith)
    }

    static let retryAfterOnlyWith = "\"retryAfterSeconds\" only with a \"rateLimited\" or \"serverError\" failure"
}

extension UpstreamFailure {
    /// This failure asking to wait `seconds` (its `Retry-After`); a scenario may give one only to a failure an
    /// upstream sends it with (429, 503).
    fileprivate func waiting(_ seconds: Int?, context: String) throws(ScenarioError) -> UpstreamFailure {
        guard let seconds else { return self }
        switch self {
        case .rateLimited: return .rateLimited(retryAfter: .seconds(seconds))
        case .unavailable: return .unavailable(retryAfter: .seconds(seconds))
        case .unauthorized, .rejected, .invalidResponse, .cancelled:
            throw .invalidValue(
                key: "retryAfterSeconds", in: context, expected: PortBehavior.retryAfterOnlyWith)
        }
    }
}

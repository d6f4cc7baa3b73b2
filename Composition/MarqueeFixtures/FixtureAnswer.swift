import CompositionKit

/// What a port answered: a value as canonical JSON, or the error it threw.
package enum FixtureAnswer: Sendable, Hashable {
    /// The value, rendered.
    case value(JSONValue)
    /// The error, as `String(describing:)` (domain errors never hold a secret).
    case failure(String)

    /// The answer to `call`, its value rendered by reflection (``JSONValue/reflecting(_:)``).
    package static func of<Value, Failure: Error>(_ call: () async throws(Failure) -> Value) async -> FixtureAnswer {
        do {
            return .value(JSONValue.reflecting(try await call()))
        } catch {
            return .failure(String(describing: error))
        }
    }

    /// The answer as one comparable tree: the value, or `{"error": …}`.
    var json: JSONValue {
        switch self {
        case .value(let json): json
        case .failure(let error): .object(["error": .string(error)])
        }
    }
}

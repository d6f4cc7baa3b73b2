import Foundation
import MarqueeJSON
import UITestScenario

/// What one implementation of a port answered one question, as the contract compares it: the value as JSON (the
/// port's own `Encodable` value, or its stored properties for a type that is not, so a renamed or missing field
/// shows), or the failure by its type and case.
public enum ContractAnswer: Sendable, Hashable, CustomStringConvertible {
    /// The value the call returned, as JSON: `null` for `nil`, `[]` for an empty list.
    case value(JSONValue)
    /// The error the call threw, as the contract's `failure` reading names it: `BookSourceError.notFound`.
    case failure(String)

    /// The answer of `question` asked of `port`, its error named by `failure`.
    static func of<Port, Answer>(
        _ port: Port, failure: (any Error) -> String, _ question: (Port) async throws -> Answer
    ) async -> ContractAnswer {
        do {
            return ContractAnswer(answering: try await question(port))
        } catch {
            return .failure(failure(error))
        }
    }

    /// The error's type and, for an enum, its case without the case's values: `BookSourceError.unavailable` for
    /// `.unavailable(reason: "disk full")`, so that a stub and a live adapter failing the same way agree although
    /// their reasons differ. The default reading of a failure; a contract that must compare the values too passes
    /// its own (`{ "\($0)" }`).
    public static func caseName(of error: any Error) -> String {
        let type = "\(Swift.type(of: error))"
        let mirror = Mirror(reflecting: error)
        guard mirror.displayStyle == .enum else { return type }
        if let label = mirror.children.first?.label { return "\(type).\(label)" }
        return "\(type).\(error)"
    }

    /// `null`, `{"id":1,"title":"Emma"}` (on one line, at most 80 characters), or `failure BookSourceError.notFound`.
    public var description: String {
        switch self {
        case .value(let json): JSONFieldComparison.show(json)
        case .failure(let name): "failure \(name)"
        }
    }
}

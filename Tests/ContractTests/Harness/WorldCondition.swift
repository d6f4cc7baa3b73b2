import MarqueeTestSupport
import Testing
import UITestScenario

/// What the world behind a port is doing. The stub is told with one of its `Scenario` presets; the replay server
/// answers the way the real API answers in that state. Through the port, both must look the same.
enum WorldCondition: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Everything works and the catalogue is the shared contract world.
    case happyPath
    /// The catalogue is empty: lists have nothing, ids resolve to nothing.
    case empty
    /// No id resolves to anything.
    case notFound
    /// The credential is refused: HTTP 401 on every request.
    case unauthorized
    /// The service fails: HTTP 500 on every request (not retried).
    case serverError
    /// The service is down: HTTP 503 on every request, still after the client's retries.
    case serviceUnavailable

    /// The failure conditions, each of which must surface as the same domain error on both sides.
    static let failures: [WorldCondition] = [.unauthorized, .serverError, .serviceUnavailable]

    /// The upstream failure the condition is, the same answer to every request (`UpstreamFailureAnswers`, the one
    /// mapping of a scenario onto HTTP); `nil` for a world the port's endpoints answer.
    var failure: UpstreamFailureAnswers.Condition? {
        switch self {
        case .unauthorized: .unauthorized
        case .serverError: .serverError
        case .serviceUnavailable: .serviceUnavailable
        case .happyPath, .empty, .notFound: nil
        }
    }

    /// The name of the stub's `Scenario` preset that simulates this condition.
    var presetName: String {
        failure?.presetName ?? rawValue
    }

    /// The stub's scenario for this condition, parsed the way a launched app parses it.
    func scenario() throws -> Scenario {
        try Scenario.parse(presetName)
    }

    var testDescription: String {
        switch self {
        case .happyPath: "happy path"
        case .empty: "empty catalogue"
        case .notFound: "nothing found"
        case .unauthorized: "unauthorized (401)"
        case .serverError: "server error (500)"
        case .serviceUnavailable: "service unavailable (503 after retries)"
        }
    }
}

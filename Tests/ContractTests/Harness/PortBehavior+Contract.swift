import HTTPTransport
import MarqueeTestSupport
import SharedKernel
import Testing
import UITestScenario

/// The behaviours of the world behind a port that the contracts hold stub and adapter to. The stub is told the
/// behaviour as its scenario; the simulated API answers as the real one does in it (`UpstreamFailureAnswers`, the
/// one mapping of a behaviour onto HTTP). Through the port, both must look the same.
extension PortBehavior {
    /// The failures, each of which must surface as the same domain error on both sides: a refused credential
    /// (401), a failing service (500, not retried), a service that is down and says for how long (503 with
    /// `Retry-After`, still after the client's retries), too many requests (429 with `Retry-After`, still after the
    /// retries) and an answer that is not the API's JSON (200 with a body cut short).
    static let contractFailures: [PortBehavior] = [
        .unauthorized, .serverError, .failing(.unavailable(retryAfter: .seconds(1))),
        .failing(.rateLimited(retryAfter: .seconds(1))), .failing(.invalidResponse),
    ]

    /// Every behaviour the contracts check: the three worlds the port's endpoints answer, then the failures.
    static let contractWorlds: [PortBehavior] = [.happyPath, .empty, .notFound] + contractFailures

    /// The stub's scenario for this behaviour, parsed the way a launched app parses it.
    func scenario() throws -> Scenario {
        try Scenario.parse(Scenario(defaultBehavior: self).jsonString)
    }

    /// The failure every call fails with; `nil` for a world the port's endpoints answer.
    var failure: UpstreamFailure? {
        if case .failing(let failure) = self { failure } else { nil }
    }

    /// How many requests each call makes through the production retry policy: all its attempts when the
    /// failure's HTTP status is one it retries, else one.
    var attemptsPerCall: Int {
        guard let failure, let status = UpstreamFailureAnswers.status(of: failure),
            RetryPolicy.default.retryableStatusCodes.contains(status)
        else { return 1 }
        return RetryPolicy.default.maxAttempts
    }

    /// The behaviour as a contract names it: `serverError (HTTP 500)`, `empty`.
    var contractDescription: String {
        guard let failure, let status = UpstreamFailureAnswers.status(of: failure) else { return name }
        let retried = attemptsPerCall > 1 ? ", after retries" : ""
        return "\(name) (HTTP \(status)\(retried))"
    }
}

extension PortBehavior: CustomTestStringConvertible {
    /// A test argument as ``contractDescription`` names it.
    public var testDescription: String { contractDescription }
}

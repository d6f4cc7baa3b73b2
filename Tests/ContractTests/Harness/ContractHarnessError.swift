/// Why the contract harness could not build its world (a broken fixture or stub data set, never a contract
/// violation: those are `#expect` failures).
enum ContractHarnessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No recording in the test bundle answers a request the harness needs.
    case missingFixture(String)
    /// A payload is not the JSON shape the harness expects.
    case invalidPayload(String)
    /// The loopback replay server could not start.
    case serverDidNotStart(String)

    var description: String {
        switch self {
        case .missingFixture(let request): "no recording in the test bundle answers \(request)"
        case .invalidPayload(let what): "payload is not the expected JSON: \(what)"
        case .serverDidNotStart(let reason): "the replay server did not start: \(reason)"
        }
    }
}

/// What a port does with its calls.
///
/// Every stub applies a behaviour the same way:
/// - ``happyPath``: answers from the stub data, with the real API's semantics (pagination, search, filters).
/// - ``empty``: the data set is empty: lists have no results (a page past the first of an empty list is whatever
///   the port says of a page past the end); lookups by id find nothing (the port's not-found error); lookups of
///   several ids give `[]`.
/// - ``notFound``: lookups by id throw the port's not-found error; lists answer as ``empty`` (there is nothing
///   to be not found in a list); the image configuration, which has neither, answers as ``happyPath``.
/// - ``unauthorized``: every call throws the port's `.upstream(.unauthorized)`.
/// - ``serverError``: every call throws the port's `.upstream(.unavailable)`.
/// - ``failThenRecover(failures:failure:)``: the first `failures` calls to the port fail with `failure`, every
///   later call behaves as ``happyPath``. The count is kept per stub instance.
///
/// Before any behaviour a stub checks its arguments the way its production adapter does before it sends a request
/// (a page outside the allowed range, an id below 1, a blank search, no ids at all), and answers those at once,
/// under every scenario: such a call never reaches the simulated service, so it is neither delayed nor counted.
/// A call whose task is cancelled, before it reaches the service or during the delay, throws the port's
/// `.cancelled` (see `ScenarioPortSimulator.nextOutcome()`).
public enum PortBehavior: Hashable, Sendable {
    /// Answers from the stub data.
    case happyPath
    /// The data set is empty.
    case empty
    /// Lookups by id find nothing; lists are empty.
    case notFound
    /// Every call is refused as unauthorized.
    case unauthorized
    /// Every call fails as unavailable.
    case serverError
    /// The first `failures` calls fail with `failure`, then the port recovers.
    case failThenRecover(failures: Int, failure: ScenarioFailure = .serverError)

    /// The behaviour names, as JSON scenarios spell them.
    package static let names = ["happyPath", "empty", "notFound", "unauthorized", "serverError", "failThenRecover"]

    /// The largest `failures` a JSON scenario may ask for.
    public static let maximumFailures = 1000

    /// The behaviour's name, as JSON scenarios spell it.
    public var name: String {
        switch self {
        case .happyPath: "happyPath"
        case .empty: "empty"
        case .notFound: "notFound"
        case .unauthorized: "unauthorized"
        case .serverError: "serverError"
        case .failThenRecover: "failThenRecover"
        }
    }

    /// The behaviour a bare name stands for; `failThenRecover` alone means one ``ScenarioFailure/serverError``.
    package init?(name: String) {
        switch name {
        case "happyPath": self = .happyPath
        case "empty": self = .empty
        case "notFound": self = .notFound
        case "unauthorized": self = .unauthorized
        case "serverError": self = .serverError
        case "failThenRecover": self = .failThenRecover(failures: 1)
        default: return nil
        }
    }

    /// The behaviour with a `failThenRecover` count brought into 0 through ``maximumFailures``.
    var clamped: PortBehavior {
        guard case .failThenRecover(let failures, let failure) = self else { return self }
        return .failThenRecover(failures: min(max(0, failures), Self.maximumFailures), failure: failure)
    }

    /// What the call with this zero-based index (the port's `callIndex`-th call) does.
    package func outcome(forCallAt callIndex: Int) -> ScenarioOutcome {
        switch self {
        case .happyPath: .happyPath
        case .empty: .empty
        case .notFound: .notFound
        case .unauthorized: .failure(.unauthorized)
        case .serverError: .failure(.serverError)
        case .failThenRecover(let failures, let failure): callIndex < failures ? .failure(failure) : .happyPath
        }
    }
}

import SharedKernel

/// What a port does with its calls: the one way to say what a stubbed call does.
///
/// Every stub applies a behaviour the same way:
/// - ``happyPath``: answers from the stub data, with the real API's semantics (pagination, search, filters).
/// - ``empty``: the data set is empty: lists have no results (a page past the first of an empty list is whatever
///   the port says of a page past the end); lookups by id find nothing (the port's not-found error); lookups of
///   several ids give `[]`.
/// - ``notFound``: lookups by id throw the port's not-found error; lists answer as ``empty`` (there is nothing
///   to be not found in a list); the image configuration, which has neither, answers as ``happyPath``.
/// - ``failing(_:)``: every call fails as the upstream would, with the port's `.upstream(failure)`: every
///   ``SharedKernel/UpstreamFailure`` a real upstream can cause (``unauthorized``, ``serverError`` for `.unavailable`,
///   `.rateLimited(retryAfter:)`, `.rejected`, `.invalidResponse`; not `.cancelled`, which is the caller's doing).
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
    /// Every call fails with `failure`, as the port's `.upstream(failure)`.
    case failing(UpstreamFailure)
    /// The first `failures` calls fail with `failure`, then the port recovers.
    case failThenRecover(failures: Int, failure: UpstreamFailure = .unavailable(retryAfter: nil))

    /// Every call is refused as unauthorized (HTTP 401).
    public static var unauthorized: PortBehavior { .failing(.unauthorized) }
    /// Every call fails as unavailable (HTTP 5xx, a timeout).
    public static var serverError: PortBehavior { .failing(.unavailable) }

    /// The behaviour names, as JSON scenarios spell them: the three answers, every failure, and `failThenRecover`.
    package static let names = ["happyPath", "empty", "notFound"] + failureNames + ["failThenRecover"]

    /// The failures by the names JSON scenarios spell them with, as a behaviour and as `failThenRecover`'s
    /// `failure`. `serverError` is `.unavailable`: the name scenarios have always used for a failing server.
    package static let failureNames = ["unauthorized", "serverError", "rateLimited", "rejected", "invalidResponse"]

    /// The largest `failures` a JSON scenario may ask for.
    public static let maximumFailures = 1000
    /// The longest `retryAfterSeconds` a JSON scenario may ask for: a day.
    @available(*, deprecated, message: "not public in 2.0.0")
    public static let maximumRetryAfterSeconds = 86_400

    /// The behaviour's name, as JSON scenarios spell it.
    public var name: String {
        switch self {
        case .happyPath: "happyPath"
        case .empty: "empty"
        case .notFound: "notFound"
        case .failing(let failure): Self.name(of: failure)
        case .failThenRecover: "failThenRecover"
        }
    }

    /// The behaviour a bare name stands for; `failThenRecover` alone means one failure as unavailable, a failure's
    /// name alone means no `Retry-After`.
    package init?(name: String) {
        switch name {
        case "happyPath": self = .happyPath
        case "empty": self = .empty
        case "notFound": self = .notFound
        case "failThenRecover": self = .failThenRecover(failures: 1)
        default:
            guard let failure = Self.failure(named: name) else { return nil }
            self = .failing(failure)
        }
    }

    /// The failure a scenario names, without a `Retry-After`; `nil` for a name that is not one of ``failureNames``.
    package static func failure(named name: String) -> UpstreamFailure? {
        switch name {
        case "unauthorized": .unauthorized
        case "serverError": .unavailable
        case "rateLimited": .rateLimited
        case "rejected": .rejected
        case "invalidResponse": .invalidResponse
        default: nil
        }
    }

    /// `failure`'s name in scenarios (``failureNames``); `.cancelled`, which no scenario names, by its own.
    package static func name(of failure: UpstreamFailure) -> String {
        if case .unavailable = failure { return "serverError" }
        return failure.name
    }

    /// The behaviour with its counts and waits brought into what a scenario may ask for: a `failThenRecover` count
    /// into 0 through ``maximumFailures``, a `Retry-After` into 0 through ``maximumRetryAfterSeconds`` whole seconds.
    var clamped: PortBehavior {
        switch self {
        case .happyPath, .empty, .notFound: self
        case .failing(let failure): .failing(Self.clamped(failure))
        case .failThenRecover(let failures, let failure):
            .failThenRecover(failures: min(max(0, failures), Self.maximumFailures), failure: Self.clamped(failure))
        }
    }

    private static func clamped(_ failure: UpstreamFailure) -> UpstreamFailure {
        func clamp(_ wait: Duration?) -> Duration? {
            wait.map { .seconds(min($0.wholeSecondsRoundedUp, maximumRetryAfterSeconds)) }
        }
        return switch failure {
        case .rateLimited(let wait): .rateLimited(retryAfter: clamp(wait))
        case .unavailable(let wait): .unavailable(retryAfter: clamp(wait))
        case .unauthorized, .rejected, .invalidResponse, .cancelled: failure
        }
    }

    /// What the call with this zero-based index (the port's `callIndex`-th call) does.
    package func outcome(forCallAt callIndex: Int) -> Outcome {
        switch self {
        case .happyPath: .happyPath
        case .empty: .empty
        case .notFound: .notFound
        case .failing(let failure): .failure(failure)
        case .failThenRecover(let failures, let failure): callIndex < failures ? .failure(failure) : .happyPath
        }
    }

    /// What one call to a stub does, as its port's behaviour decides for that call.
    package enum Outcome: Hashable, Sendable {
        /// Answer from the stub data.
        case happyPath
        /// Answer as if the data set were empty.
        case empty
        /// Answer as if nothing had the id asked for.
        case notFound
        /// Fail with the port's `.upstream(failure)`.
        case failure(UpstreamFailure)
    }
}

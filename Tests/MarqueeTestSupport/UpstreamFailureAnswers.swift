import Foundation
import SharedKernel
import StubHTTPServer
import Synchronization
import UITestScenario

/// How Marquee's two upstream APIs answer a request while the world behind them does what a `PortBehavior` says:
/// the one mapping of a stub's behaviour onto HTTP, so that no test keeps a fault vocabulary of its own. The
/// contract suites' simulated APIs answer so while the stub is told the same behaviour (stub and adapter must then
/// throw the same error), and marquee-service's replay backend while a UI test runs with it (the page must show
/// what it shows on stubs).
///
/// Each `UpstreamFailure` has one HTTP form (``status(of:)``):
/// - `.unauthorized`: 401, TMDb's recorded answer (Rick and Morty, which wants no credential, its gateway's).
/// - `.unavailable(retryAfter: nil)`: 500, the API's own body. Not retried: the adapter fails after one request.
/// - `.unavailable(retryAfter: wait)`: 503 with `Retry-After: wait` (whole seconds): the service says it is down
///   and when to come back, so the client retries within its budget and fails as unavailable with that wait.
///   That a 503 is retried and a 500 is not is how HTTP shows the one failure, not a second kind of it.
/// - `.rateLimited(retryAfter:)`: 429, with `Retry-After` when there is a wait.
/// - `.rejected`: 400, the API's body for parameters it refuses.
/// - `.invalidResponse`: 200 with a JSON body that stops in the middle of a value.
/// - `.cancelled`: no upstream answers a cancellation (it is the caller's doing); the nearest HTTP has is no answer,
///   the connection closed.
///
/// TMDb's 401 and 404 and Rick and Morty's 404 are the recorded answers (`Tests/ContractTests/Fixtures`); the other
/// bodies are the ones each API sends.
public struct UpstreamFailureAnswers: Sendable {
    /// One of Marquee's upstream APIs.
    public enum API: String, CaseIterable, Sendable {
        /// TMDb v3, under `/3`.
        case tmdb
        /// The Rick and Morty API, under `/api`.
        case rickAndMorty

        /// The API a request path belongs to: `/3/…` TMDb, `/api/…` Rick and Morty.
        public init?(path: String) {
            guard let api = Self.allCases.first(where: { path.hasPrefix($0.basePath + "/") }) else { return nil }
            self = api
        }

        /// The path its base URL ends with.
        public var basePath: String {
            switch self {
            case .tmdb: "/3"
            case .rickAndMorty: "/api"
            }
        }
    }

    /// A recorded answer the mapping needs is not in the recordings.
    public struct MissingRecording: Error, Hashable, Sendable, CustomStringConvertible {
        /// The API looked for.
        public let api: API
        /// The status looked for.
        public let status: Int

        /// `no recorded 401 of tmdb`.
        public var description: String { "no recorded \(status) of \(api.rawValue)" }
    }

    private let recorded: [API: [Int: StubResponse]]

    /// The answers, the recorded ones taken from `recording` (the first exchange in key order of each API and
    /// status: all of one API's 404s carry the same body).
    public init(recording: StubRecording) throws(MissingRecording) {
        var recorded: [API: [Int: StubResponse]] = [:]
        for (api, status) in [(API.tmdb, 401), (.tmdb, 404), (.rickAndMorty, 404)] {
            guard
                let exchange = recording.sortedExchanges.first(where: {
                    $0.status == status && API(path: $0.key.path) == api
                })
            else { throw MissingRecording(api: api, status: status) }
            let headers = Dictionary(
                exchange.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            recorded[api, default: [:]][status] = .status(status, body: exchange.body, headers: headers)
        }
        self.recorded = recorded
    }

    /// The HTTP status `failure` is answered with (`nil` for `.cancelled`, which gets no answer).
    public static func status(of failure: UpstreamFailure) -> Int? {
        switch failure {
        case .unauthorized: 401
        case .unavailable(nil): 500
        case .unavailable: 503
        case .rateLimited: 429
        case .rejected: 400
        case .invalidResponse: 200
        case .cancelled: nil
        }
    }

    /// What `api` answers a request to an endpoint with in `behavior`, where `endpoint` is what that endpoint
    /// answers in the world the behaviour leaves (its recording, or a simulated API's answer; for `.empty` the
    /// endpoint's empty answer, which only it knows): `.happyPath` and `.empty` are `endpoint`; `.notFound` the
    /// API's recorded 404; `.failing(failure)` ``answer(_:from:)``; `.failThenRecover` that failure for the first
    /// `failures` requests this answer gets, `endpoint` after.
    public func answer(_ behavior: PortBehavior, from api: API, endpoint: StubResponse) -> StubResponse {
        switch behavior {
        case .happyPath, .empty: endpoint
        case .notFound: notFound(from: api)
        case .failing(let failure): answer(failure, from: api)
        case .failThenRecover(let failures, let failure):
            Self.failing(failures, answer(failure, from: api), then: endpoint)
        }
    }

    /// What the API `path` belongs to answers in `behavior` (``answer(_:from:endpoint:)``): TMDb's answer for a
    /// path of neither.
    public func answer(_ behavior: PortBehavior, toPath path: String, endpoint: StubResponse) -> StubResponse {
        answer(behavior, from: API(path: path) ?? .tmdb, endpoint: endpoint)
    }

    /// The API's 404 for an unknown id or path, as recorded.
    public func notFound(from api: API) -> StubResponse {
        recorded[api]?[404] ?? .json(string: #"{"error":"Not found"}"#, status: 404)
    }

    /// What `api` answers every request with while it fails with `failure`, in the form ``status(of:)`` says.
    public func answer(_ failure: UpstreamFailure, from api: API) -> StubResponse {
        guard let status = Self.status(of: failure) else { return .closeConnection }
        if let answer = recorded[api]?[status] { return answer }
        var headers: [String: String] = [:]
        switch failure {
        case .rateLimited(let wait?), .unavailable(let wait?):
            headers["Retry-After"] = String(wait.wholeSecondsRoundedUp)
        default: break
        }
        return .json(string: Self.body(of: status, from: api), status: status, headers: headers)
    }

    /// The body `api` sends with `status` (one of ``status(of:)``'s, but the recorded ones).
    private static func body(of status: Int, from api: API) -> String {
        switch (api, status) {
        case (.tmdb, 500):
            #"{"success":false,"status_code":11,"status_message":"Internal error: "#
                + #"Something went wrong, contact TMDb."}"#
        case (.tmdb, 503):
            #"{"success":false,"status_code":9,"status_message":"Service offline: "#
                + #"This service is temporarily offline, try again later."}"#
        case (.tmdb, 429):
            #"{"success":false,"status_code":25,"status_message":"Your request count is over the limit."}"#
        case (.tmdb, 400):
            #"{"success":false,"status_code":5,"status_message":"Invalid parameters: "#
                + #"Your request parameters are incorrect."}"#
        case (.tmdb, _): #"{"page": 1, "results": [{"id": 603692, "title": "John Wick: Chapter 4"#
        case (.rickAndMorty, 401): #"{"error":"Unauthorized"}"#
        case (.rickAndMorty, 500): #"{"error":"Internal Server Error"}"#
        case (.rickAndMorty, 503): #"{"error":"Service Unavailable"}"#
        case (.rickAndMorty, 429): #"{"error":"Too Many Requests"}"#
        case (.rickAndMorty, 400): #"{"error":"Bad Request"}"#
        case (.rickAndMorty, _): #"{"info": {"count": 826, "pages": 42}, "results": [{"id": 1, "name": "Rick Sanch"#
        }
    }

    /// `failure` for the first `count` requests, `recovered` for every later one: a `.sequence`, but as a handler,
    /// whose answer a caller can resolve (a sequence is answered by a hit count only the server knows).
    private static func failing(_ count: Int, _ failure: StubResponse, then recovered: StubResponse) -> StubResponse {
        let requests = RequestCount()
        return .handler { _ in requests.next() < count ? failure : recovered }
    }

    /// How many requests a handler answered before.
    private final class RequestCount: Sendable {
        private let count = Atomic<Int>(0)

        func next() -> Int {
            count.add(1, ordering: .relaxed).oldValue
        }
    }
}

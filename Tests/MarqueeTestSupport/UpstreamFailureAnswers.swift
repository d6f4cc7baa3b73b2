import Foundation
import StubHTTPServer
import UITestScenario

/// How Marquee's two upstream APIs answer when the world behind them fails the way a stub scenario says: the one
/// mapping of a scenario onto HTTP. The contract suites' replay answers so while the stub is told the same preset
/// (stub and adapter must then throw the same error), and marquee-service's replay backend while a UI test runs with
/// it (the page must show what it shows on stubs).
///
/// TMDb's 401 and 404 and Rick and Morty's 404 are the recorded answers (`Tests/ContractTests/Fixtures`); the 500s
/// and 503s are the bodies each API sends (for Rick and Morty, which wants no credential, its gateway's, 401 too).
public struct UpstreamFailureAnswers: Sendable {
    /// A failure of the world behind an upstream, as a scenario names it and as HTTP shows it.
    public enum Condition: String, CaseIterable, Sendable {
        /// The credential is refused: 401 on every request (scenario `unauthorized`).
        case unauthorized
        /// The service fails: 500 on every request, not retried (scenario `serverError`).
        case serverError
        /// The service is down: 503 on every request, still after the client's retries. A stub has no retries, so
        /// its scenario is `serverError` too.
        case serviceUnavailable
        /// Nothing resolves: the API's 404 for every lookup (scenario `notFound`).
        case notFound

        /// The condition `scenario` stands for: `nil` for any scenario but the three presets above.
        public init?(_ scenario: Scenario) {
            switch scenario {
            case .unauthorized: self = .unauthorized
            case .serverError: self = .serverError
            case .notFound: self = .notFound
            default: return nil
            }
        }

        /// The name of the stub's `Scenario` preset that simulates the condition.
        public var presetName: String {
            switch self {
            case .unauthorized: "unauthorized"
            case .serverError, .serviceUnavailable: "serverError"
            case .notFound: "notFound"
            }
        }

        /// The HTTP status every request gets.
        public var status: Int {
            switch self {
            case .unauthorized: 401
            case .serverError: 500
            case .serviceUnavailable: 503
            case .notFound: 404
            }
        }
    }

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

    /// What `api` answers every request with in `condition`.
    public func answer(_ condition: Condition, from api: API) -> StubResponse {
        if let answer = recorded[api]?[condition.status] { return answer }
        let body =
            switch (api, condition) {
            case (.tmdb, .serverError):
                #"{"success":false,"status_code":11,"status_message":"Internal error: "#
                    + #"Something went wrong, contact TMDb."}"#
            case (.tmdb, .serviceUnavailable):
                #"{"success":false,"status_code":9,"status_message":"Service offline: "#
                    + #"This service is temporarily offline, try again later."}"#
            case (.rickAndMorty, .unauthorized): #"{"error":"Unauthorized"}"#
            case (.rickAndMorty, .serverError): #"{"error":"Internal Server Error"}"#
            // The one left without a recording: Rick and Morty's 503 (the others returned above).
            default: #"{"error":"Service Unavailable"}"#
            }
        return .json(string: body, status: condition.status)
    }

    /// What the API `path` belongs to answers in `condition`: TMDb's answer for a path of neither.
    public func answer(_ condition: Condition, toPath path: String) -> StubResponse {
        answer(condition, from: API(path: path) ?? .tmdb)
    }
}

import Foundation
import MarqueeUpstreamReplay
import StubHTTPServer
import UITestKit
import UITestScenario

/// The upstream APIs of one replay-backend UI test: the ``UpstreamReplay`` table of recorded payloads (which
/// `marquee-service-replay` serves too) on a `StubHTTPServer` of the test process's own, which `marquee-service` runs
/// live against (`API_BASE_URL`). A test pushes its faults onto it (``push(_:on:)``); nothing is shared between
/// tests.
///
/// A stub scenario that has an HTTP equivalent is applied at start, as the contract tests pair them: `happyPath` is
/// the recordings, `serverError` a 500 and `unauthorized` TMDb's 401 from every endpoint, `failThenRecover` a 500
/// before each recording. Any other scenario (its own data, an empty world, delays, one port failing) has none: the
/// launch fails naming it, and such a test says `.notOnReplay(…)`.
struct UpstreamReplayServer: Sendable {
    /// The recorded payloads: the service tests' fixtures (`Tests/MarqueeServiceTests/Fixtures`).
    static let fixturesDirectory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "MarqueeServiceTests/Fixtures")
    /// The TMDb read access token the service sends; the replay takes any.
    static let token = "replay-backend-token"

    let server: StubHTTPServer
    private let recorded: [String: StubResponse]

    /// A replay server on loopback, port 0, serving the recordings with `scenario`'s HTTP equivalent applied.
    static func start(_ scenario: Scenario) throws -> UpstreamReplayServer {
        let server = try StubHTTPServer.start()
        do {
            let upstream = UpstreamReplayServer(
                server: server,
                recorded: try UpstreamReplay.register(on: server, from: fixturesDirectory))
            try upstream.apply(scenario)
            return upstream
        } catch {
            server.stop()
            throw UITestSetupError("the replay backend cannot start: \(error)")
        }
    }

    /// The base URL the service's adapters are pointed at.
    var baseURL: URL { server.baseURL }

    /// The environment `marquee-service` runs live with against this replay: its base URL, a TMDb credential, and
    /// the upstream timeout when one is given (`MARQUEE_UPSTREAM_TIMEOUT_MS`). Nothing else of the test process's
    /// environment reaches it, so no credential or base URL of the machine's own can.
    func serviceEnvironment(upstreamTimeout: Duration?) -> [String: String] {
        var environment = ["API_BASE_URL": baseURL.absoluteString, "TMDB_API_TOKEN": Self.token]
        if let upstreamTimeout {
            environment["MARQUEE_UPSTREAM_TIMEOUT_MS"] = String(Int((upstreamTimeout / .milliseconds(1)).rounded(.up)))
        }
        return environment
    }

    /// Makes `endpoint` answer with `fault` from now on (every query), instead of its recording.
    func push(_ fault: UpstreamFault, on endpoint: UpstreamEndpoint) {
        server.register(.get, endpoint.path, response(for: fault, recorded: recorded[endpoint.path]))
    }

    /// Makes `endpoint` answer with its recording again (the not-recorded 404 where there is none): the upstream
    /// recovered.
    func restore(_ endpoint: UpstreamEndpoint) {
        server.register(.get, endpoint.path, recorded[endpoint.path] ?? UpstreamReplay.notRecorded)
    }

    /// The requests the service sent to `endpoint` so far.
    func requests(to endpoint: UpstreamEndpoint) -> [ReceivedRequest] {
        server.requests.filter { $0.path == endpoint.path }
    }

    /// Every request the service sent so far, one line each in arrival order, for the failure bundle:
    /// `GET /3/movie/popular?language=en-US&page=1` (the recording's key: the query sorted, no `api_key` or other
    /// credential; headers, where the token travels, are left out).
    func requestLog() -> Data {
        let lines = server.requests.map { "\($0.recordingKey)\n" }
        return Data(lines.joined().utf8)
    }

    /// Stops the server (a held answer is dropped).
    func stop() async {
        await server.shutdown()
    }

    private func response(for fault: UpstreamFault, recorded: StubResponse?) -> StubResponse {
        switch fault {
        case .rateLimited(let seconds):
            .json(
                string: #"{"success":false,"status_code":25,"status_message":"Your request count is over the limit."}"#,
                status: 429, headers: ["Retry-After": String(seconds)])
        case .rejectedCredential:
            .fixture(Self.fixturesDirectory.appending(path: "tmdb-error-401.json"), status: 401)
        case .malformedJSON:
            .json(string: #"{"page": 1, "results": [{"id": 603692, "title": "John Wick: Chap"#)
        case .slow(let holding):
            .delayed(holding, recorded ?? UpstreamReplay.notRecorded)
        case .serverError:
            .status(500)
        case .failThenRecover:
            .sequence([.status(500), recorded ?? UpstreamReplay.notRecorded])
        }
    }

    /// `scenario`'s HTTP equivalent, on every recorded endpoint (and, for a failure everywhere, every other path).
    private func apply(_ scenario: Scenario) throws(UITestSetupError) {
        let equivalents: [Scenario: UpstreamFault] = [
            .serverError: .serverError, .unauthorized: .rejectedCredential, .failThenRecover: .failThenRecover,
        ]
        if scenario == .happyPath { return }
        guard let fault = equivalents[scenario] else {
            throw UITestSetupError(
                "the scenario \(scenario.name) has no equivalent on the replay backend (happyPath, serverError, "
                    + "unauthorized, failThenRecover); mark the test .notOnReplay(\"why\")")
        }
        for path in recorded.keys {
            server.register(.get, path, response(for: fault, recorded: recorded[path]))
        }
        if fault != .failThenRecover { server.registerCatchAll(response(for: fault, recorded: nil)) }
    }
}

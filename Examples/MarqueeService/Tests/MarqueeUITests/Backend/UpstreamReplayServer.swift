import Foundation
import MarqueeTestSupport
import MarqueeUpstreamReplay
import StubHTTPServer
import UITestKit
import UITestScenario

/// The upstream APIs of one replay-backend UI test: the ``UpstreamReplay`` table of recorded payloads (which
/// `marquee-service-replay` serves too) on a `StubHTTPServer` of the test process's own, which `marquee-service` runs
/// live against (`API_BASE_URL`). A test pushes its faults onto it (``push(_:on:)``); nothing is shared between
/// tests.
///
/// A stub scenario that has an HTTP equivalent is applied at start: `happyPath` is the recordings; `serverError`,
/// `unauthorized` and `notFound` each API's answer from every endpoint, as the contract suites answer them
/// (`UpstreamFailureAnswers`, the one mapping of a scenario onto HTTP); `failThenRecover` a 500 before each
/// recording, a delay every answer that late, and one port failing with `serverError` (`episodesUnavailable`,
/// `imageConfigurationUnavailable`) its API's 500 from that port's paths alone. Any other scenario (its own data, an
/// empty world, another behaviour per port) has none: the launch fails naming it, and such a test says
/// `.notOnReplay(…)`.
struct UpstreamReplayServer: Sendable {
    /// The recorded payloads: the service tests' fixtures (`Tests/MarqueeServiceTests/Fixtures`).
    static let fixturesDirectory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "MarqueeServiceTests/Fixtures")
    /// The recordings `marquee-fixtures` keeps, dated and sourced (`recording-dates.txt`, `recording-sources.txt`):
    /// the root package's `Tests/ContractTests/Fixtures`, which the contract suites and `drift` read too.
    static let recordingsDirectory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Tests/ContractTests/Fixtures")
    /// The TMDb read access token the service sends; the replay takes any.
    static let token = "replay-backend-token"

    let server: StubHTTPServer
    private let recorded: [String: StubResponse]
    private let failures: UpstreamFailureAnswers
    private let answers = AnswerLog()

    /// A replay server on loopback, port 0, serving the recordings with `scenario`'s HTTP equivalent applied.
    static func start(_ scenario: Scenario) throws -> UpstreamReplayServer {
        let server = try StubHTTPServer.start()
        do {
            let upstream = UpstreamReplayServer(
                server: server,
                recorded: try UpstreamReplay.recordedAnswers(
                    from: fixturesDirectory, recordings: recordingsDirectory, baseURL: server.baseURL),
                failures: try UpstreamFailureAnswers(recording: StubRecording.load(from: recordingsDirectory)))
            for (path, answer) in upstream.recorded {
                upstream.register(answer, on: path)
            }
            server.registerCatchAll(upstream.answers.logging(UpstreamReplay.notRecorded))
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
        register(response(for: fault, on: endpoint.path, recorded: recorded[endpoint.path]), on: endpoint.path)
    }

    /// Makes `endpoint` answer with its recording again (the not-recorded 404 where there is none): the upstream
    /// recovered.
    func restore(_ endpoint: UpstreamEndpoint) {
        register(recorded[endpoint.path] ?? UpstreamReplay.notRecorded, on: endpoint.path)
    }

    /// The requests the service sent to `endpoint` so far.
    func requests(to endpoint: UpstreamEndpoint) -> [ReceivedRequest] {
        server.requests.filter { $0.path == endpoint.path }
    }

    /// Every request the service sent so far, one line each in arrival order with the status it was answered
    /// with, for the failure bundle: `GET /3/movie/popular?language=en-US&page=1 -> 200` (the recording's key: the
    /// query sorted, no `api_key` or other credential; headers, where the token travels, are left out).
    /// `-> no answer` is a request still held, or whose connection the replay closed.
    func requestLog() -> Data {
        var statuses = answers.statusesByRequest()
        var log = ""
        for request in server.requests {
            let key = request.recordingKey.description
            var status: Int?
            if statuses[key]?.isEmpty == false {
                status = statuses[key]?.removeFirst() ?? nil
            }
            log += "\(key) -> \(status.map(String.init) ?? "no answer")\n"
        }
        return Data(log.utf8)
    }

    /// Stops the server (a held answer is dropped).
    func stop() async {
        await server.shutdown()
    }

    /// Registers `response` on `path`, its statuses logged for ``requestLog()``.
    private func register(_ response: StubResponse, on path: String) {
        server.register(.get, path, answers.logging(response))
    }

    private func response(for fault: UpstreamFault, on path: String, recorded: StubResponse?) -> StubResponse {
        switch fault {
        case .rateLimited(let seconds):
            .json(
                string: #"{"success":false,"status_code":25,"status_message":"Your request count is over the limit."}"#,
                status: 429, headers: ["Retry-After": String(seconds)])
        case .rejectedCredential:
            failures.answer(.unauthorized, from: .tmdb)
        case .malformedJSON:
            .json(string: #"{"page": 1, "results": [{"id": 603692, "title": "John Wick: Chapter 4"#)
        case .slow(let holding):
            .delayed(holding, recorded ?? UpstreamReplay.notRecorded)
        case .serverError:
            failures.answer(.serverError, toPath: path)
        case .failThenRecover:
            AnswerLog.failingOnce(then: recorded ?? UpstreamReplay.notRecorded)
        case .notFound:
            failures.answer(.notFound, toPath: path)
        }
    }

    /// The upstream paths each port, or one method of it, asks (its adapter's requests), for a scenario failing
    /// that port or method alone: `"EpisodeRepository"`, `"MovieRepository.credits"`.
    private static let portPaths: [String: @Sendable (String) -> Bool] = [
        "MovieRepository": { $0.hasPrefix("/3/movie/") || $0.hasPrefix("/3/search/") },
        "MovieRepository.credits": { $0.hasPrefix("/3/movie/") && $0.hasSuffix("/credits") },
        "ImageConfigurationRepository": { $0 == "/3/configuration" },
        "CharacterRepository": { $0.hasPrefix("/api/character") },
        "EpisodeRepository": { $0.hasPrefix("/api/episode/") },
        "LocationRepository": { $0.hasPrefix("/api/location/") },
    ]

    /// `scenario`'s HTTP equivalent, on every recorded endpoint (and, for a failure everywhere, every other path).
    private func apply(_ scenario: Scenario) throws(UITestSetupError) {
        if scenario == .happyPath { return }
        if let failure = UpstreamFailureAnswers.Condition(scenario) {
            fail(where: { _ in true }, everywhere: true) { [failures] path, _ in
                failures.answer(failure, toPath: path)
            }
        } else if scenario == .failThenRecover {
            fail(where: { _ in true }, everywhere: false) { _, recorded in
                AnswerLog.failingOnce(then: recorded ?? UpstreamReplay.notRecorded)
            }
        } else if scenario.defaultBehavior == .happyPath, scenario.portOverrides.isEmpty,
            scenario.delayMilliseconds > 0
        {
            let delay = Duration.milliseconds(scenario.delayMilliseconds)
            for (path, answer) in recorded { register(.delayed(delay, answer), on: path) }
            server.registerCatchAll(answers.logging(.delayed(delay, UpstreamReplay.notRecorded)))
        } else if let failing = Self.failingPortPaths(of: scenario) {
            fail(where: failing, everywhere: true) { [failures] path, _ in
                failures.answer(.serverError, toPath: path)
            }
        } else {
            throw UITestSetupError(
                "the scenario \(scenario.name) has no equivalent on the replay backend (happyPath, serverError, "
                    + "unauthorized, failThenRecover, notFound, a delay, one port's serverError); mark the test "
                    + ".notOnReplay(\"why\")")
        }
    }

    /// Makes every recorded path that `matches` give `answer` (for the path and its recording), and, when
    /// `everywhere`, every other path that `matches` too (the rest keep the not-recorded 404).
    private func fail(
        where matches: @escaping @Sendable (String) -> Bool, everywhere: Bool,
        with answer: @escaping @Sendable (_ path: String, _ recorded: StubResponse?) -> StubResponse
    ) {
        for path in recorded.keys where matches(path) {
            register(answer(path, recorded[path]), on: path)
        }
        guard everywhere else { return }
        server.registerCatchAll(
            answers.logging(
                .handler { request in matches(request.path) ? answer(request.path, nil) : UpstreamReplay.notRecorded }))
    }

    /// The paths of the ports (or methods) `scenario` fails with `serverError` while everything else is the happy
    /// path; `nil` when it is not such a scenario (or names a port or method this table does not know).
    private static func failingPortPaths(of scenario: Scenario) -> (@Sendable (String) -> Bool)? {
        guard scenario.defaultBehavior == .happyPath, scenario.delayMilliseconds == 0, !scenario.portOverrides.isEmpty
        else { return nil }
        var failing: [@Sendable (String) -> Bool] = []
        for (port, override) in scenario.portOverrides {
            guard override.delayMilliseconds == nil else { return nil }
            var parts = override.methods.map { method, methodOverride in
                (
                    name: "\(port.name).\(method.name)", behavior: methodOverride.behavior,
                    plain: methodOverride.delayMilliseconds == nil && methodOverride.methods.isEmpty
                )
            }
            if let behavior = override.behavior { parts.append((port.name, behavior, true)) }
            for part in parts {
                guard part.behavior == .serverError, part.plain, let paths = portPaths[part.name] else { return nil }
                failing.append(paths)
            }
        }
        let matches = failing
        return { path in matches.contains { $0(path) } }
    }
}

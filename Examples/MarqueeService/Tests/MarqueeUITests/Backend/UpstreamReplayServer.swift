import Foundation
import MarqueeTestSupport
import MarqueeUpstreamReplay
import StubHTTPServer
import UITestKit
import UITestScenario

/// The upstream APIs of one replay-backend UI test: the ``UpstreamReplay`` table of recorded payloads (which
/// `marquee-service-replay` serves too) on a `StubHTTPServer` of the test process's own, which `marquee-service` runs
/// live against (`API_BASE_URL`). A test makes an endpoint behave as a stub would (``push(_:on:delay:)``, a
/// `PortBehavior`); nothing is shared between tests.
///
/// Every behaviour is answered as `UpstreamFailureAnswers` says, the one mapping of a `PortBehavior` onto HTTP
/// that the contract suites' simulated APIs answer with too. A stub scenario that has an HTTP equivalent is applied
/// at start: `happyPath` is the recordings; a scenario that is one preset behaviour for every port (`serverError`,
/// `unauthorized`, `notFound`, `failThenRecover`, …) that behaviour from every endpoint (`failThenRecover` counted
/// per recorded path); a delay every answer that late; and ports failing (`episodesUnavailable`,
/// `imageConfigurationUnavailable`) the failure from those ports' paths alone. Any other scenario (its own data, an
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
    private let answers: AnswerLog

    /// A replay server on loopback, port 0, serving the recordings with `scenario`'s HTTP equivalent applied.
    static func start(_ scenario: Scenario) throws -> UpstreamReplayServer {
        let server = try StubHTTPServer.start()
        do {
            let answers = AnswerLog()
            let upstream = UpstreamReplayServer(
                server: server,
                recorded: try UpstreamReplay.register(
                    on: server, from: fixturesDirectory, recordings: recordingsDirectory, answering: answers.logging),
                failures: try UpstreamFailureAnswers(recording: StubRecording.load(from: recordingsDirectory)),
                answers: answers)
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

    /// Makes `endpoint` answer from now on (every query) as it does in `behavior`, instead of with its recording
    /// (``UpstreamFailureAnswers``: `.failing(.rateLimited(retryAfter: .seconds(180)))` a 429 with `Retry-After`,
    /// `.unauthorized` TMDb's recorded 401, `.failing(.invalidResponse)` JSON that stops in the middle of a value),
    /// each answer held `delay` first: longer than the service's upstream timeout (`MARQUEE_UPSTREAM_TIMEOUT_MS`, set
    /// small by the launch), every attempt times out.
    func push(_ behavior: PortBehavior, on endpoint: UpstreamEndpoint, delay: Duration? = nil) {
        let answer = failures.answer(
            behavior, toPath: endpoint.path, endpoint: recorded[endpoint.path] ?? UpstreamReplay.notRecorded)
        register(delay.map { .delayed($0, answer) } ?? answer, on: endpoint.path)
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
        let behavior = scenario.defaultBehavior
        if Scenario.preset(named: scenario.name) == scenario, behavior != .empty, behavior != .happyPath {
            // `failThenRecover` counts per recorded path: on the paths no recording answers, each request would be a
            // first one
            let counted = if case .failThenRecover = behavior { true } else { false }
            fail(where: { _ in true }, everywhere: !counted) { [failures] path, recorded in
                failures.answer(behavior, toPath: path, endpoint: recorded ?? UpstreamReplay.notRecorded)
            }
        } else if scenario.defaultBehavior == .happyPath, scenario.portOverrides.isEmpty,
            scenario.delayMilliseconds > 0
        {
            let delay = Duration.milliseconds(scenario.delayMilliseconds)
            for (path, answer) in recorded { register(.delayed(delay, answer), on: path) }
            server.registerCatchAll(answers.logging(.delayed(delay, UpstreamReplay.notRecorded)))
        } else if let failing = Self.failingPortPaths(of: scenario) {
            fail(where: { path in failing.contains { $0.matches(path) } }, everywhere: true) { [failures] path, _ in
                let behavior = failing.first { $0.matches(path) }?.behavior ?? .serverError
                return failures.answer(behavior, toPath: path, endpoint: UpstreamReplay.notRecorded)
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

    /// The paths of the ports (or methods) `scenario` fails (`.failing`), each with its behaviour, while everything
    /// else is the happy path; `nil` when it is not such a scenario (or names a port or method this table does not
    /// know).
    private static func failingPortPaths(
        of scenario: Scenario
    ) -> [(matches: @Sendable (String) -> Bool, behavior: PortBehavior)]? {
        guard scenario.defaultBehavior == .happyPath, scenario.delayMilliseconds == 0, !scenario.portOverrides.isEmpty
        else { return nil }
        var failing: [(matches: @Sendable (String) -> Bool, behavior: PortBehavior)] = []
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
                guard let behavior = part.behavior, case .failing = behavior, part.plain,
                    let paths = portPaths[part.name]
                else { return nil }
                failing.append((paths, behavior))
            }
        }
        return failing
    }
}

import AppDependencies
import Foundation
import HTTPTransport
import HummingbirdTesting
import Logging
import MarqueeTestSupport
import StubHTTPServer
import Testing

@testable import MarqueeService

/// The live service under an upstream's pressure, through the production stack on AsyncHTTPClient against a
/// loopback upstream: the `Retry-After` window across requests, load shedding, `/health/ready`, and the metrics.
@Suite("Live service under an upstream's pressure: Retry-After windows, shedding, readiness, metrics")
struct UpstreamPressureTests {
    /// The service live on `server`, its upstream stack bounded by `limits`, observed by a fresh ``UpstreamMetrics``
    /// (its window lines in `windowLog`), with the retries, windows and ages on `clock`.
    private static func withService(
        on server: StubHTTPServer, clock: TestClock = TestClock(), limits: UpstreamLimits = .default,
        _ body: @Sendable (any TestClientProtocol, UpstreamMetrics, LogSink) async throws -> Void
    ) async throws {
        let windowLog = LogSink()
        let logger = Logger(label: "marquee-service") { label in
            JSONLogHandler(label: label, logLevel: .info, write: { windowLog.append($0) })
        }
        let metrics = UpstreamMetrics(logger: logger, clock: clock)
        let launch = try LaunchConfiguration(
            arguments: ["marquee-service"],
            environment: ["API_BASE_URL": server.baseURL.absoluteString, "TMDB_API_TOKEN": LiveService.token])
        let (client, lifecycle) = ServiceTransport.asyncHTTPClient.makeLiveClient(
            clock: clock, limits: limits, observer: metrics)
        let transport = try #require(lifecycle)
        do {
            let service = ServiceUnderTest(
                dependencies: try ServiceDependencies.resolve(launch, httpClient: client), pressure: metrics)
            try await service.run { client in try await body(client, metrics, windowLog) }
        } catch {
            await transport.shutdown()
            throw error
        }
        await transport.shutdown()
    }

    /// The value of the sample `name{labels}` in `metrics`' registry, or `nil`.
    private static func sample(_ name: String, _ labels: String = "", in metrics: UpstreamMetrics) -> Double? {
        PrometheusText.sample(
            name, labels, in: String(decoding: MetricsListener.exposition(of: metrics.registry), as: UTF8.self))
    }

    @Test("40 visitors inside one Retry-After: 30 window: at most 2 upstream requests, each visitor 503 with 1–30 s")
    func rateLimitWindow() async throws {
        try await withStubServer { server in
            // Given: TMDb answering every request 429 with Retry-After: 30
            server.register(.get, "/3/movie/popular", .status(429, headers: ["Retry-After": "30"]))
            let clock = TestClock()
            try await Self.withService(on: server, clock: clock) { client, metrics, windowLog in
                // When: twenty visitors at once, twenty more 5 s later
                let first = try await Self.visit(client, "/api/v1/movies/popular", count: 20)
                clock.advance(by: .seconds(5))
                let second = try await Self.visit(client, "/api/v1/movies/popular", count: 20)

                // Then
                let upstream = server.requests.filter { $0.path == "/3/movie/popular" }.count
                #expect((1...2).contains(upstream))
                let answers = first + second
                #expect(answers.allSatisfy { $0.status == 503 })
                let waits = answers.compactMap { $0.retryAfter.flatMap(Int.init) }
                #expect(waits.count == 40 && waits.allSatisfy { (1...30).contains($0) })
                #expect(second.allSatisfy { $0.retryAfter == "25" })
                #expect(windowLog.text.components(separatedBy: "rate-limit window opened").count == 2)
                #expect(Self.sample("marquee_upstream_rate_limit_windows_open", in: metrics) == 1)
            }
        }
    }

    @Test("with every slot and the queue taken, a visitor gets 503 with Retry-After: 1 at once, and readiness says so")
    func shedding() async throws {
        try await withStubServer { server in
            // Given: an upstream whose answer the test holds, one slot, no queue, the slot taken
            let held = HeldAnswer()
            server.register(.get, "/api/character", held.response(try Self.charactersPage(server)))
            try await Self.withService(on: server, limits: UpstreamLimits(maxInFlight: 1, maxQueued: 0)) {
                client, metrics, _ in
                defer { held.release() }
                let slow = Task { try await client.get("/api/v1/characters?page=1") }
                _ = try await server.waitForRequest(timeout: .seconds(10)) { $0.path == "/api/character" }
                let readyBefore = try await client.get("/health/ready")

                // When
                let shed = try await client.get("/api/v1/characters?page=2")
                let ready = try await client.get("/health/ready")
                let live = try await client.get("/health/live")

                // Then
                #expect(readyBefore.status == .ok)
                #expect(shed.status == .serviceUnavailable)
                #expect(shed.headers[.retryAfter] == "1")
                #expect(ready.status == .serviceUnavailable)
                #expect(ready.text == #"{"status":"shedding","rateLimitWindowsOpen":0}"#)
                #expect(live.status == .ok)
                let host = "127.0.0.1:\(server.port)"
                #expect(
                    Self.sample("marquee_upstream_refused_total", #"host="\#(host)",reason="overloaded""#, in: metrics)
                        == 1)
                #expect(Self.sample("marquee_upstream_in_flight", #"host="\#(host)""#, in: metrics) == 1)
                held.release()
                #expect(try await slow.value.status == .ok)
                #expect(server.requests.filter { $0.path == "/api/character" }.count == 1)
            }
        }
    }

    @Test("the metrics' names and values after a scripted sequence: fresh answer, cache hit, 429, refusal")
    func metricsAfterAScriptedSequence() async throws {
        try await withStubServer { server in
            // Given: the first answer fresh for 300 s, the next one 429 with Retry-After: 30
            let page = try Self.charactersPage(server, cacheControl: "public, max-age=300")
            server.register(
                .get, "/api/character", .sequence([page, .status(429, headers: ["Retry-After": "30"])]))
            try await Self.withService(on: server) { client, metrics, windowLog in
                // When
                let fresh = try await client.get("/api/v1/characters?page=1")
                let hit = try await client.get("/api/v1/characters?page=1")
                let limited = try await client.get("/api/v1/characters?page=2")
                let refused = try await client.get("/api/v1/characters?page=3")

                // Then
                #expect(
                    [fresh.status, hit.status, limited.status, refused.status].map(\.code) == [200, 200, 503, 503])
                let host = #"host="127.0.0.1:\#(server.port)""#
                let expected: [(String, String, Double)] = [
                    ("marquee_upstream_requests_total", #"\#(host),method="GET",status="200""#, 1),
                    ("marquee_upstream_requests_total", #"\#(host),method="GET",status="429""#, 1),
                    ("marquee_upstream_request_duration_seconds_count", #"\#(host),method="GET""#, 2),
                    ("marquee_upstream_cache_hits_total", "", 1),
                    ("marquee_upstream_cache_misses_total", "", 3),
                    ("marquee_upstream_refused_total", #"\#(host),reason="rate_limit_window""#, 1),
                    ("marquee_upstream_rate_limit_windows_open", "", 1),
                    ("marquee_upstream_in_flight", host, 0),
                    ("marquee_upstream_queued", host, 0),
                ]
                for (name, labels, value) in expected {
                    #expect(Self.sample(name, labels, in: metrics) == value, "\(name){\(labels)}")
                }
                #expect(windowLog.text.contains(#""message":"rate-limit window opened""#))
                #expect(windowLog.text.contains(#""seconds":30"#))
            }
        }
    }

    @Test("MARQUEE_METRICS_PORT turns the metrics listener on, on loopback unless MARQUEE_METRICS_HOST says otherwise")
    func metricsListenerSettings() throws {
        #expect(try MetricsListener.configured(in: [:]) == nil)
        #expect(try MetricsListener.configured(in: ["MARQUEE_METRICS_PORT": ""]) == nil)
        #expect(
            try MetricsListener.configured(in: ["MARQUEE_METRICS_PORT": "9464"])
                == MetricsListener(host: "127.0.0.1", portNumber: 9464))
        #expect(
            try MetricsListener.configured(in: ["MARQUEE_METRICS_PORT": "9464", "MARQUEE_METRICS_HOST": "0.0.0.0"])
                == MetricsListener(host: "0.0.0.0", portNumber: 9464))
        #expect(throws: WholeNumberSettingError.self) {
            try MetricsListener.configured(in: ["MARQUEE_METRICS_PORT": "http"])
        }
        let error = #expect(throws: WholeNumberSettingError.self) {
            try UpstreamPressureSettings(environment: ["MARQUEE_UPSTREAM_MAX_IN_FLIGHT": "0"])
        }
        #expect(
            error?.description == "MARQUEE_UPSTREAM_MAX_IN_FLIGHT must be a whole number from 1 through 1000, got '0'"
        )
        #expect(
            try UpstreamPressureSettings(environment: ["MARQUEE_UPSTREAM_MAX_QUEUED": "0"]).limits
                == UpstreamLimits(maxInFlight: 8, maxQueued: 0))
    }

    /// `count` visitors asking for `uri` at once; their statuses and `Retry-After`s.
    private static func visit(
        _ client: any TestClientProtocol, _ uri: String, count: Int
    ) async throws -> [(status: Int, retryAfter: String?)] {
        try await withThrowingTaskGroup(of: (status: Int, retryAfter: String?).self) { group in
            for _ in 0..<count {
                group.addTask {
                    let response = try await client.get(uri)
                    return (Int(response.status.code), response.headers[.retryAfter])
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// The recorded first page of characters, pointing at `server`, with `cacheControl` if any.
    private static func charactersPage(_ server: StubHTTPServer, cacheControl: String? = nil) throws -> StubResponse {
        let text = try String(contentsOf: try LiveService.fixture("rm-characters-page-1"), encoding: .utf8)
            .replacingOccurrences(of: "{{BASE_URL}}", with: server.baseURL.absoluteString)
        var headers: [String: String] = [:]
        headers["Cache-Control"] = cacheControl
        return .json(string: text, headers: headers)
    }
}

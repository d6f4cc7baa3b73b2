import AsyncHTTPClient
import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing
@_spi(Plumbing) import UITestKit

/// The built binary live against a slow loopback upstream, with its metrics listener: what an operator sees, and
/// what happens to a request whose visitor has gone. Serialized, as every test that owns a child process.
@Suite("marquee-service out of process under pressure: keep-alive, metrics listener, abandoned requests", .serialized)
struct PressureOutOfProcessTests {
    @Test(
        "under normal load live routes keep their connection; once the upstream is saturated a new request is watched and closes it",
        .timeLimit(.minutes(1)))
    func keepAliveUnderNormalLoad() async throws {
        try await withStubServer { upstream in
            // Given: the live service on an upstream that answers at once, except one slow characters page
            upstream.register(.get, "/3/movie/popular", .fixture(try LiveService.fixture("tmdb-popular-page")))
            upstream.register(.get, "/api/character", .fixture(try LiveService.fixture("rm-characters-page-1")))
            let service = try await ServiceProcess(
                [],
                environment: [
                    "API_BASE_URL": upstream.baseURL.absoluteString, "TMDB_API_TOKEN": LiveService.token,
                    // The Rick and Morty API under another host name: its slot is not TMDb's.
                    "RICK_AND_MORTY_API_BASE_URL": "http://localhost:\(upstream.port)/api",
                    "MARQUEE_UPSTREAM_MAX_IN_FLIGHT": "1",
                ])
            let paths = ["/api/v1/movies/popular", "/", "/api/v1/characters?page=1", "/characters", "/health/live"]

            // When: a visitor asks for every kind of live route twice, on one connection
            let answers = try await OneConnection.get(paths + paths, port: service.port)

            // Then: every answer came on that connection, and none said it would close it
            #expect(answers.map(\.status) == Array(repeating: 200, count: paths.count * 2))
            #expect(answers.allSatisfy { !$0.headers[canonicalForm: "connection"].contains("close") })

            // When: a characters page holds the one slot (its upstream answers only when the test stops it), and
            // another visitor asks for popular movies
            upstream.register(.get, "/api/character", .delayed(.seconds(600), .json(string: #"{"error":"slow"}"#)))
            let holding = Task { try await service.request("/api/v1/characters?page=2") }
            _ = try await upstream.waitForRequest(timeout: .seconds(10)) { $0.rawTarget.contains("page=2") }
            let watched = await #expect(throws: OneConnection.ClosedBeforeAnswer.self) {
                _ = try await OneConnection.get(
                    ["/api/v1/movies/popular", "/api/v1/movies/popular"], port: service.port)
            }

            // Then: that request was watched: answered, then its connection closed before a second one
            #expect(watched?.number == 2)
            await upstream.shutdown()
            _ = try await holding.value
            service.terminate()
            #expect(try await service.waitForExit() == 0)
        }
    }

    @Test("a visitor who leaves while queued frees the place, is never sent upstream; /metrics only on its listener")
    func abandonedRequestIsNeverSent() async throws {
        try await withStubServer { upstream in
            // Given: an upstream whose answer the test holds, one slot, one place in the queue, the slot taken
            let held = HeldAnswer()
            defer { held.release() }
            upstream.register(.get, "/api/character", held.response(.json(string: #"{"error":"slow"}"#)))
            let service = try await ServiceProcess(
                [],
                environment: [
                    "API_BASE_URL": upstream.baseURL.absoluteString, "MARQUEE_UPSTREAM_CACHE": "off",
                    "MARQUEE_UPSTREAM_MAX_IN_FLIGHT": "1", "MARQUEE_UPSTREAM_MAX_QUEUED": "1",
                    "MARQUEE_METRICS_PORT": "0",
                ])
            let metricsPort = try #require(
                try await Poller().poll {
                    service.lines.first { $0.contains(#""message":"metrics listening""#) }.flatMap(Self.port(inLine:))
                })
            let host = "127.0.0.1:\(upstream.port)"
            let first = Task { try await service.request("/api/v1/characters?page=1") }
            _ = try await upstream.waitForRequest(timeout: .seconds(10)) { $0.path == "/api/character" }

            // When: a second visitor waits for the slot, then gives up and closes its connection
            var leaving = HTTPClientRequest(url: service.url("/api/v1/characters?page=2").absoluteString)
            leaving.method = .GET
            await #expect(throws: (any Error).self) {
                _ = try await HTTPClient.shared.execute(leaving, timeout: .milliseconds(500))
            }
            let queueEmptied = try await Poller(timeout: .seconds(2)).poll {
                let text = try await Self.metrics(port: metricsPort)
                return PrometheusText.sample("marquee_upstream_queued", #"host="\#(host)""#, in: text) == 0 ? true : nil
            }

            // Then: the queue emptied while the first was still in flight; only the first went upstream
            #expect(queueEmptied == true)
            held.release()
            _ = try await first.value
            let metrics = try await Self.metrics(port: metricsPort)
            let sent = PrometheusText.sample(
                "marquee_upstream_requests_total", #"host="\#(host)",method="GET",status="200""#, in: metrics)
            #expect(sent == 1)
            #expect(upstream.requests.filter { $0.path == "/api/character" }.count == 1)
            let (publicStatus, _) = try await service.request("/metrics")
            #expect(publicStatus == 404)
            service.terminate()
            #expect(try await service.waitForExit() == 0)
        }
    }

    /// The `port` of a JSON log line.
    private static func port(inLine line: String) -> Int? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["port"] as? Int
    }

    /// The metrics listener's `/metrics` on `port`.
    private static func metrics(port: Int) async throws -> String {
        let request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/metrics")
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        #expect(response.headers.first(name: "Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        return String(buffer: try await response.body.collect(upTo: 1024 * 1024))
    }
}

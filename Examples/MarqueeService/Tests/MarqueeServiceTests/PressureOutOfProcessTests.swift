import AsyncHTTPClient
import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing
import UITestKit

/// The built binary live against a slow loopback upstream, with its metrics listener: what an operator sees, and
/// what happens to a request whose visitor has gone. Serialized, as every test that owns a child process.
@Suite("marquee-service out of process under pressure: metrics listener, abandoned requests", .serialized)
struct PressureOutOfProcessTests {
    @Test("a visitor who leaves while queued frees the place, is never sent upstream; /metrics only on its listener")
    func abandonedRequestIsNeverSent() async throws {
        try await withStubServer { upstream in
            // Given: an upstream that takes 3 s, one slot, one place in the queue, the slot taken
            upstream.register(.get, "/api/character", .delayed(.seconds(3), .json(string: #"{"error":"slow"}"#)))
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

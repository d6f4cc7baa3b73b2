import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("CachingUpstreamClient and writes: a rating's answer is never kept nor served")
struct CachingUpstreamClientWriteTests {
    private let rating = URL(string: "https://api.example.com/3/movie/550/rating?guest_session_id=abc123")!
    private let rated = URL(string: "https://api.example.com/3/guest_session/abc123/rated/movies")!

    /// An answer the upstream declares fresh, so only the method keeps it from being kept.
    private let fresh = UpstreamResponse(
        statusCode: 201, headers: ["Cache-Control": "public, max-age=300"], body: Data(#"{"status_code":1}"#.utf8))

    @Test(
        "two identical POSTs and two identical DELETEs all go upstream, and nothing is kept",
        arguments: ["POST", "DELETE"])
    func writesPassThrough(method: String) async throws {
        // Given a cache in front of an upstream that declares every answer fresh
        let upstream = ScriptedUpstreamClient([.success(fresh)])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        let write = UpstreamRequest(
            method: method, url: rating, body: Data(#"{"value":8.5}"#.utf8), contentType: "application/json")

        // When the same write is sent twice
        _ = try await cache.send(write)
        _ = try await cache.send(write)

        // Then both reached the upstream, and no answer was kept
        #expect(upstream.requests.count == 2)
        #expect(cache.count == 0)
    }

    @Test("a read that says no-store (the rated list) is sent every time and never kept")
    func noStoreRead() async throws {
        let upstream = ScriptedUpstreamClient([.success(fresh)])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        let list = UpstreamRequest(url: rated, headers: ["Cache-Control": "no-store"])
        _ = try await cache.send(list)
        _ = try await cache.send(list)
        #expect(upstream.requests.count == 2)
        #expect(cache.count == 0)
    }
}

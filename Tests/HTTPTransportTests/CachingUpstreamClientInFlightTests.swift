import Foundation
import HTTPTransport
import MarqueeTestSupport
import Synchronization
import Testing

@Suite("CachingUpstreamClient: identical requests that miss share one upstream request when its answer may be reused")
struct CachingUpstreamClientInFlightTests {
    private let request = UpstreamRequest(
        url: URL(string: "https://api.example.com/3/movie/popular?page=1")!,
        headers: ["Authorization": "Bearer SECRET-TOKEN", "Accept": "application/json"])

    private static func answer(_ status: Int = 200, cacheControl: String?) -> UpstreamResponse {
        var headers: [String: String] = [:]
        headers["Cache-Control"] = cacheControl
        return UpstreamResponse(statusCode: status, headers: headers, body: Data(#"{"page":1}"#.utf8))
    }

    @Test(
        "callers that miss while an identical request is on its way wait for it, and use its answer only if it may be reused",
        arguments: [(200, "public, max-age=300", 1), (200, nil, 5), (503, "no-store", 5)] as [(Int, String?, Int)])
    func identicalRequestsWait(status: Int, cacheControl: String?, upstreamRequests: Int) async throws {
        // Given: the first request held upstream, and four more callers waiting for it
        let gate = GatedUpstreamClient(response: Self.answer(status, cacheControl: cacheControl))
        let cache = CachingUpstreamClient(wrapping: gate, clock: TestClock())
        let callers = (0..<5).map { _ in Self.send(request, to: cache) }
        defer { gate.open() }
        try #require(await YieldingWait.until { gate.requestCount == 1 && cache.waitingCount(for: request) == 5 })

        // When
        gate.open()
        var answers: [UpstreamResponse] = []
        for caller in callers { answers.append(try await caller.value) }

        // Then: one upstream request when its answer may be reused; else each waiting caller sent its own (RFC 9111 §4)
        #expect(gate.requestCount == upstreamRequests)
        #expect(answers.map(\.statusCode) == Array(repeating: status, count: 5))
        #expect(cache.waitingCount(for: request) == 0)
    }

    @Test(
        "once a URL's answer could not be reused, identical requests for it are sent at once, none waiting for another")
    func notReusableURLGoesAlone() async throws {
        // Given: an answer without freshness
        let gate = GatedUpstreamClient(response: Self.answer(cacheControl: nil))
        let cache = CachingUpstreamClient(wrapping: gate, clock: TestClock())
        gate.open()
        _ = try await cache.send(request)
        gate.close()

        // When
        let callers = (0..<2).map { _ in Self.send(request, to: cache) }
        defer { gate.open() }
        let bothSent = await YieldingWait.until { gate.requestCount == 3 }
        gate.open()
        for caller in callers { _ = try await caller.value }

        // Then
        #expect(bothSent)
        #expect(cache.count == 0)
    }

    @Test(
        "requests that differ in a header, or that say no-cache, are not shared",
        arguments: [
            ["Authorization": "Bearer OTHER-TOKEN", "Accept": "application/json"],
            ["Authorization": "Bearer SECRET-TOKEN", "Accept": "application/json", "Accept-Language": "de"],
            ["Authorization": "Bearer SECRET-TOKEN", "Accept": "application/json", "Cache-Control": "no-cache"],
        ])
    func differentRequestsGoAlone(headers: [String: String]) async throws {
        // Given: the first request held upstream
        let gate = GatedUpstreamClient(response: Self.answer(cacheControl: "public, max-age=300"))
        let cache = CachingUpstreamClient(wrapping: gate, clock: TestClock())
        let first = Self.send(request, to: cache)
        defer { gate.open() }
        try #require(await YieldingWait.until { gate.requestCount == 1 })

        // When
        var other = request
        other.headers = headers
        let second = Self.send(other, to: cache)
        let bothSent = await YieldingWait.until { gate.requestCount == 2 }
        gate.open()
        _ = try await (first.value, second.value)

        // Then
        #expect(bothSent)
    }

    @Test("a request sent after an unsafe request succeeded does not wait for one sent before it")
    func readAfterWriteGoesAlone() async throws {
        // Given: a GET held upstream, then a PUT to the same URL that succeeds
        let upstream = HeldReads()
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        let before = Self.send(request, to: cache)
        defer { upstream.release() }
        try #require(await YieldingWait.until { upstream.readCount == 1 })
        _ = try await cache.send(UpstreamRequest(method: "PUT", url: request.url))

        // When
        let after = Self.send(request, to: cache)
        let sentItsOwn = await YieldingWait.until { upstream.readCount == 2 }
        upstream.release()

        // Then: each got the version upstream had when it was sent
        #expect(sentItsOwn)
        #expect(try await before.value.body == Data("version 1".utf8))
        #expect(try await after.value.body == Data("version 2".utf8))
    }

    @Test("a waiting caller that is cancelled leaves at once; the request goes on for the others and is kept")
    func cancelledCallerLeaves() async throws {
        // Given
        let gate = GatedUpstreamClient(response: Self.answer(cacheControl: "public, max-age=300"))
        let cache = CachingUpstreamClient(wrapping: gate, clock: TestClock())
        let staying = Self.send(request, to: cache)
        let leaving = Self.send(request, to: cache)
        try #require(await YieldingWait.until { cache.waitingCount(for: request) == 2 })
        let watchdog = gate.openAfterTimeout()
        defer { watchdog.cancel() }

        // When
        leaving.cancel()
        let left = await leaving.result
        let openedBeforeLeaving = gate.isOpen
        gate.open()
        let stayed = try await staying.value
        let kept = try await cache.send(request)

        // Then
        #expect(throws: UpstreamClientError.cancelled) { try left.get() }
        #expect(!openedBeforeLeaving)
        #expect(stayed.statusCode == 200)
        #expect(kept.header("Age") == "0")
        #expect(gate.requestCount == 1)
        #expect(gate.cancelledRequestCount == 0)
    }

    @Test("when every waiting caller is cancelled the upstream request is cancelled, and the next one is sent anew")
    func lastCallerCancelsUpstream() async throws {
        // Given
        let gate = GatedUpstreamClient(response: Self.answer(cacheControl: "public, max-age=300"))
        let cache = CachingUpstreamClient(wrapping: gate, clock: TestClock())
        let callers = (0..<2).map { _ in Self.send(request, to: cache) }
        defer { gate.open() }
        try #require(await YieldingWait.until { gate.requestCount == 1 && cache.waitingCount(for: request) == 2 })

        // When
        for caller in callers { caller.cancel() }
        for caller in callers {
            let left = await caller.result
            #expect(throws: UpstreamClientError.cancelled) { try left.get() }
        }
        let upstreamCancelled = await YieldingWait.until { gate.cancelledRequestCount == 1 }
        gate.open()
        let next = try await cache.send(request)

        // Then
        #expect(upstreamCancelled)
        #expect(next.statusCode == 200)
        #expect(gate.requestCount == 2)
        #expect(cache.count == 1)
    }

    private static func send(
        _ request: UpstreamRequest, to cache: CachingUpstreamClient
    ) -> Task<UpstreamResponse, any Error> {
        Task { () async throws(UpstreamClientError) -> UpstreamResponse in try await cache.send(request) }
    }
}

/// An upstream that holds every `GET` until ``release()`` and answers it with the version it had when the `GET`
/// arrived, declared fresh; any other method succeeds at once and makes a new version.
private final class HeldReads: UpstreamClient {
    private struct State {
        var version = 1
        var readCount = 0
    }

    private let state = Mutex(State())
    private let latch = Latch()

    var readCount: Int { state.withLock(\.readCount) }

    func release() { latch.release() }

    func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        guard request.method == "GET" else {
            state.withLock { $0.version += 1 }
            return UpstreamResponse(statusCode: 204)
        }
        let version = state.withLock { state in
            state.readCount += 1
            return state.version
        }
        await latch.wait()
        return UpstreamResponse(
            statusCode: 200, headers: ["Cache-Control": "public, max-age=300"], body: Data("version \(version)".utf8))
    }
}

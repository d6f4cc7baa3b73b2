import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("CachingHTTPClient: identical requests that miss share one upstream request")
struct CachingHTTPClientInFlightTests {
    private let request = HTTPRequest(
        url: URL(string: "https://api.example.com/3/movie/popular?page=1")!,
        headers: ["Authorization": "Bearer SECRET-TOKEN", "Accept": "application/json"])

    private static func answer(_ status: Int = 200, cacheControl: String?) -> HTTPResponse {
        var headers: [String: String] = [:]
        headers["Cache-Control"] = cacheControl
        return HTTPResponse(statusCode: status, headers: headers, body: Data(#"{"page":1}"#.utf8))
    }

    @Test(
        "callers that miss while an identical request is on its way wait for it, whether or not its answer is kept",
        arguments: [(200, "public, max-age=300"), (200, nil), (503, "no-store")] as [(Int, String?)])
    func identicalRequestsShareOne(status: Int, cacheControl: String?) async throws {
        // Given: the first request held upstream, and four more callers waiting for it
        let gate = GatedHTTPClient(response: Self.answer(status, cacheControl: cacheControl))
        let cache = CachingHTTPClient(wrapping: gate, clock: TestClock())
        let callers = (0..<5).map { _ in Self.send(request, to: cache) }
        await gate.waitForRequests()
        try #require(await YieldingWait.until { cache.waitingCount(for: request) == 5 })

        // When
        gate.open()
        var answers: [HTTPResponse] = []
        for caller in callers { answers.append(try await caller.value) }

        // Then: one upstream request, the same answer for all
        #expect(gate.requestCount == 1)
        #expect(answers.map(\.statusCode) == Array(repeating: status, count: 5))
        #expect(Set(answers.map(\.body)).count == 1)
        #expect(cache.waitingCount(for: request) == 0)
    }

    @Test("the next request after a shared answer that may not be kept asks upstream again")
    func unkeptAnswerIsNotReused() async throws {
        // Given: an answer without freshness, shared by two callers
        let gate = GatedHTTPClient(response: Self.answer(cacheControl: nil))
        let cache = CachingHTTPClient(wrapping: gate, clock: TestClock())
        let callers = (0..<2).map { _ in Self.send(request, to: cache) }
        try #require(await YieldingWait.until { cache.waitingCount(for: request) == 2 })
        gate.open()
        for caller in callers { _ = try await caller.value }

        // When
        _ = try await cache.send(request)

        // Then
        #expect(gate.requestCount == 2)
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
        let gate = GatedHTTPClient(response: Self.answer(cacheControl: "public, max-age=300"))
        let cache = CachingHTTPClient(wrapping: gate, clock: TestClock())
        let first = Self.send(request, to: cache)
        await gate.waitForRequests()

        // When
        var other = request
        other.headers = headers
        let second = Self.send(other, to: cache)
        await gate.waitForRequests(2)
        gate.open()
        _ = try await (first.value, second.value)

        // Then
        #expect(gate.requestCount == 2)
    }

    @Test("a waiting caller that is cancelled leaves at once; the request goes on for the others and is kept")
    func cancelledCallerLeaves() async throws {
        // Given
        let gate = GatedHTTPClient(response: Self.answer(cacheControl: "public, max-age=300"))
        let cache = CachingHTTPClient(wrapping: gate, clock: TestClock())
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
        #expect(throws: HTTPClientError.cancelled) { try left.get() }
        #expect(!openedBeforeLeaving)
        #expect(stayed.statusCode == 200)
        #expect(kept.header("Age") == "0")
        #expect(gate.requestCount == 1)
        #expect(gate.cancelledRequestCount == 0)
    }

    @Test("when every waiting caller is cancelled the upstream request is cancelled, and the next one is sent anew")
    func lastCallerCancelsUpstream() async throws {
        // Given
        let gate = GatedHTTPClient(response: Self.answer(cacheControl: "public, max-age=300"))
        let cache = CachingHTTPClient(wrapping: gate, clock: TestClock())
        let callers = (0..<2).map { _ in Self.send(request, to: cache) }
        try #require(await YieldingWait.until { cache.waitingCount(for: request) == 2 })
        await gate.waitForRequests()

        let watchdog = gate.openAfterTimeout()
        defer { watchdog.cancel() }

        // When
        for caller in callers { caller.cancel() }
        for caller in callers {
            let left = await caller.result
            #expect(throws: HTTPClientError.cancelled) { try left.get() }
        }
        await gate.waitForCancellations()
        gate.open()
        let next = try await cache.send(request)

        // Then
        #expect(next.statusCode == 200)
        #expect(gate.requestCount == 2)
        #expect(cache.count == 1)
    }

    private static func send(_ request: HTTPRequest, to cache: CachingHTTPClient) -> Task<HTTPResponse, any Error> {
        Task { () async throws(HTTPClientError) -> HTTPResponse in try await cache.send(request) }
    }
}

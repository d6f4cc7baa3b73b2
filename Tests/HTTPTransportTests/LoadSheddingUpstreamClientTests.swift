import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("LoadSheddingUpstreamClient: bounded upstream work per host; what does not fit is shed at once, not queued")
struct LoadSheddingUpstreamClientTests {
    private static let request = UpstreamRequest(url: URL(string: "https://api.example.com/3/movie/popular")!)
    private static let host = "api.example.com"

    private static func send(_ client: some UpstreamClient) -> Task<UpstreamResponse, any Error> {
        Task { try await client.send(request) }
    }

    @Test("with every slot taken and the queue full, a request gets a 503 with Retry-After at once, never sent")
    func shedsWhatDoesNotFit() async throws {
        // Given: 2 slots taken, 1 request waiting
        let upstream = GatedUpstreamClient(response: UpstreamResponse(statusCode: 200))
        let observer = RecordingUpstreamObserver()
        let shedding = LoadSheddingUpstreamClient(
            wrapping: upstream, limits: UpstreamLimits(maxInFlight: 2, maxQueued: 1), observer: observer)
        let admitted = (0..<3).map { _ in Self.send(shedding) }
        defer { upstream.open() }
        try #require(await YieldingWait.until { upstream.requestCount == 2 && shedding.work(for: Self.host) == (2, 1) })

        // When
        let shed = try await shedding.send(Self.request)

        // Then
        #expect(shed.statusCode == 503)
        #expect(shed.header("Retry-After") == "1")
        #expect(observer.events(startingWith: "refused") == ["refused api.example.com overloaded"])
        upstream.open()
        for caller in admitted { #expect(try await caller.value.statusCode == 200) }
        #expect(upstream.requestCount == 3)
        #expect(shedding.work(for: Self.host) == (0, 0))
        #expect(observer.events.last == "work api.example.com 0/0")
    }

    @Test("a waiting request whose caller has gone leaves the queue at once and is never sent")
    func abandonedWaiterIsNeverSent() async throws {
        // Given: the one slot taken, one request waiting
        let upstream = GatedUpstreamClient(response: UpstreamResponse(statusCode: 200))
        let shedding = LoadSheddingUpstreamClient(
            wrapping: upstream, limits: UpstreamLimits(maxInFlight: 1, maxQueued: 4))
        let first = Self.send(shedding)
        defer { upstream.open() }
        try #require(await YieldingWait.until { upstream.requestCount == 1 })
        let waiting = Self.send(shedding)
        try #require(await YieldingWait.until { shedding.work(for: Self.host) == (1, 1) })

        // When
        waiting.cancel()

        // Then
        await #expect(throws: UpstreamClientError.cancelled) { try await waiting.value }
        #expect(shedding.work(for: Self.host) == (1, 0))
        upstream.open()
        _ = try await first.value
        #expect(upstream.requestCount == 1)
    }

    @Test("a request in flight whose caller has gone is cancelled upstream, and its slot goes to the next one")
    func abandonedRequestIsCancelledUpstream() async throws {
        // Given
        let upstream = GatedUpstreamClient(response: UpstreamResponse(statusCode: 200))
        let shedding = LoadSheddingUpstreamClient(
            wrapping: upstream, limits: UpstreamLimits(maxInFlight: 1, maxQueued: 1))
        let first = Self.send(shedding)
        defer { upstream.open() }
        try #require(await YieldingWait.until { upstream.requestCount == 1 })
        let next = Self.send(shedding)
        try #require(await YieldingWait.until { shedding.work(for: Self.host) == (1, 1) })

        // When
        first.cancel()

        // Then
        await upstream.waitForCancellations(1)
        await #expect(throws: UpstreamClientError.cancelled) { try await first.value }
        try #require(await YieldingWait.until { upstream.requestCount == 2 })
        upstream.open()
        #expect(try await next.value.statusCode == 200)
    }
}

import AppDependencies
import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("The production HTTP stack under an upstream's pressure, against a loopback upstream")
struct ProductionStackPressureTests {
    private static func visit(_ client: any UpstreamClient, _ url: URL, count: Int) async -> [UpstreamResponse?] {
        await withTaskGroup(of: UpstreamResponse?.self) { group in
            for _ in 0..<count { group.addTask { try? await client.send(UpstreamRequest(url: url)) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test("40 visitors inside one Retry-After: 30 window cause at most 2 upstream requests, each told 1 to 30 s")
    func rateLimitWindowAcrossRequests() async throws {
        try await withStubServer { server in
            // Given: an upstream that answers every request 429 with Retry-After: 30
            server.register(.get, "/3/movie/popular", .status(429, headers: ["Retry-After": "30"]))
            let clock = TestClock()
            let observer = RecordingUpstreamObserver()
            let client = AppDependencies.makeProductionUpstreamClient(clock: clock, observer: observer)
            let url = server.baseURL.appendingPathComponent("3/movie/popular")

            // When: twenty visitors at once, then twenty more 5 s later
            let first = await Self.visit(client, url, count: 20)
            clock.advance(by: .seconds(5))
            let second = await Self.visit(client, url, count: 20)

            // Then
            let answers = (first + second).compactMap { $0 }
            #expect(server.requests.count <= 2)
            #expect(answers.count == 40)
            #expect(answers.allSatisfy { $0.statusCode == 429 })
            let waits = answers.compactMap { $0.header("Retry-After").flatMap(Int.init) }
            #expect(waits.count == 40 && waits.allSatisfy { (1...30).contains($0) })
            #expect(second.compactMap { $0?.header("Retry-After") }.allSatisfy { $0 == "25" })
            #expect(observer.events(startingWith: "window opened").count == 1)
        }
    }

    @Test("a connection reset in the middle of an answer is retried, reported per attempt, and frees its slot")
    func connectionResetMidAnswer() async throws {
        try await withStubServer { server in
            // Given: an upstream that cuts every answer short
            server.register(.get, "/api/character", .truncatedBody(Data("{\"res".utf8), declaredLength: 4096))
            let observer = RecordingUpstreamObserver()
            let client = AppDependencies.makeProductionUpstreamClient(
                clock: TestClock(), limits: UpstreamLimits(maxInFlight: 1, maxQueued: 0), observer: observer)
            let url = server.baseURL.appendingPathComponent("api/character")
            let host = "127.0.0.1:\(server.port)"

            // When
            await #expect(throws: UpstreamClientError.connectionLost) {
                try await client.send(UpstreamRequest(url: url))
            }

            // Then: three attempts, each reported; the one slot is free again, so the next request is sent
            #expect(
                observer.events(startingWith: "attempt")
                    == Array(repeating: "attempt \(host) GET connection_lost", count: 3))
            #expect(observer.events(startingWith: "work").last == "work \(host) 0/0")
            server.register(.get, "/api/character", .json(string: "{}"))
            let next = try await client.send(UpstreamRequest(url: url))
            #expect(next.statusCode == 200)
        }
    }

    @Test("a request shed for want of a slot gets 503 with Retry-After: 1, and opens no rate-limit window")
    func shedOpensNoWindow() async throws {
        // Given: the one slot taken, no queue
        let upstream = GatedUpstreamClient(response: UpstreamResponse(statusCode: 200))
        let client = AppDependencies.makeProductionUpstreamClient(
            transport: upstream, caching: false, clock: TestClock(),
            limits: UpstreamLimits(maxInFlight: 1, maxQueued: 0))
        let request = UpstreamRequest(url: URL(string: "https://api.example.com/3/movie/550")!)
        let first = Task { try await client.send(request) }
        defer { upstream.open() }
        await upstream.waitForRequests(1)

        // When
        let shed = try await client.send(request)
        upstream.open()
        _ = try await first.value
        let after = try await client.send(request)

        // Then
        #expect(shed.statusCode == 503)
        #expect(shed.header("Retry-After") == "1")
        #expect(after.statusCode == 200)
        #expect(upstream.requestCount == 2)
    }
}

import HTTPTransport
import MarqueeTestSupport
import Synchronization
import Testing

@Suite("SharedLoads: one load per key in flight, shared by its callers")
struct SharedLoadsTests {
    @Test("a load abandoned by its callers that finishes late hands nothing to the callers of a newer load")
    func lateFinishOfAbandonedLoad() async throws {
        // Given: a first load that ignores cancellation, abandoned by its only caller, and a second load in flight
        let loads = SharedLoads<Int, Int, UpstreamClientError>(keepingSuccesses: false, cancelled: .cancelled)
        let first = Latch()
        let second = Latch()
        let abandoning = Task {
            await loads.outcome(for: 0) {
                await first.wait(); return .success(1)
            }
        }
        try #require(await YieldingWait.until { loads.waitingCount(for: 0) == 1 })
        abandoning.cancel()
        #expect(await abandoning.value == .failure(.cancelled))
        let waiting = Task {
            await loads.outcome(for: 0) {
                await second.wait(); return .success(2)
            }
        }
        try #require(await YieldingWait.until { loads.waitingCount(for: 0) == 1 })

        // When: the first load finishes
        first.release()
        let handedOver = await YieldingWait.until { loads.waitingCount(for: 0) == 0 }
        second.release()

        // Then: the second load's caller was still waiting, and got the second load's value
        #expect(!handedOver)
        #expect(await waiting.value == .success(2))
    }

    @Test("a caller learns whether its outcome came from a load it started")
    func tellsWhoStarted() async throws {
        // Given: one caller's load held, and a second caller waiting for it
        let loads = SharedLoads<String, Int, UpstreamClientError>(keepingSuccesses: false, cancelled: .cancelled)
        let latch = Latch()
        let starter = Task {
            await loads.sharedOutcome(for: "k") {
                await latch.wait(); return .success(7)
            }
        }
        try #require(await YieldingWait.until { loads.waitingCount(for: "k") == 1 })
        let joiner = Task { await loads.sharedOutcome(for: "k") { .success(8) } }
        try #require(await YieldingWait.until { loads.waitingCount(for: "k") == 2 })

        // When
        latch.release()
        let started = await starter.value
        let joined = await joiner.value

        // Then
        #expect(started.outcome == .success(7) && !started.isShared)
        #expect(joined.outcome == .success(7) && joined.isShared)
    }
}

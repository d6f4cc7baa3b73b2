import MarqueeKit
import Testing

// MigratingToMarquee2.md's "after" blocks, compiled: a service's own port and its stub, on 2.0.0's one way through.

/// The service's port.
protocol BookSource: Sendable {
    func allBooks() async throws(BookSourceError) -> [Int]
    func book(id: Int) async throws(BookSourceError) -> Int?
}

/// The port's error.
enum BookSourceError: Error, UpstreamFailureCarrying {
    case upstream(UpstreamFailure)
}

/// MigratingToMarquee2.md, "A stub's calls".
final class StubBookSource: BookSource, StubbedPort {
    enum Method: String, CaseIterable { case allBooks, book }

    let stub: StubPort<Method, BookSourceError>

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    func allBooks() async throws(BookSourceError) -> [Int] {
        try await stub.call(empty: [], present: [1, 2])
    }

    func book(id: Int) async throws(BookSourceError) -> Int? {
        try await stub.call(["id": id], empty: nil, present: [1, 2].first { $0 == id })
    }
}

@Suite("MigratingToMarquee2.md: the launch, and the calls a session recorded, on 2.0.0")
struct MigrationSnippetTests {
    @Test("A session's logs are the world's RecordedPortCalls, and Marquee's preset is read by the world offering it")
    func launch() async throws {
        let session = try UITestSession(stubbing: [StubBookSource.self])
        let logs: [RecordedPortCalls] = session.world.recordedCalls
        let preset = try StubWorld.scenario("episodesUnavailable", for: session.world.portSets)

        #expect(logs.map(\.port.name).last == "BookSource")
        #expect(preset.name == "episodesUnavailable")
        #expect(preset.behavior(for: "EpisodeRepository") == .serverError)
    }
}

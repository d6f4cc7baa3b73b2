import AppDependencies
import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("A service's own port joins Marquee's under -uitest: one scenario, one launch, one call report")
struct OwnPortStartTests {
    private let ownPortScenario = #"{"version": 2, "ports": {"Shelf": {"methods": {"book": "notFound"}}}}"#

    @Test("A -uitest launch with stubbing: takes a scenario naming the service's port, and serves it beside Marquee's")
    func ownPortAtLaunch() async throws {
        // Given
        let arguments = ["app", "-uitest", "-uitest-scenario", ownPortScenario]

        // When
        let start = try MarqueeStart(arguments: arguments, environment: [:], stubbing: [StubShelf.self])
        let session = try #require(start.session)
        let book = try await session.world.stubs(StubShelf.self).book(id: 1)
        let popular = try await start.movies.makeFetchPopularMoviesUseCase().execute(page: .first)

        // Then
        #expect(book == nil)
        #expect(!popular.results.isEmpty)
        #expect(session.portNames.last == "Shelf")
        #expect(session.world.recordedCalls.last?.calls == [PortCall("book", ["id": .integer(1)])])
        #expect(start.dependencies.portBindings.allSatisfy { !$0.backing.isLive })
    }

    @Test("Without stubbing: the same scenario is refused at launch, naming the port and the ports there are")
    func ownPortUnknownWithoutStubbing() {
        // When
        let error = #expect(throws: MarqueeStartError.self) {
            try MarqueeStart(arguments: ["app", "-uitest", "-uitest-scenario", ownPortScenario], environment: [:])
        }

        // Then
        let message = error?.description ?? ""
        #expect(message.contains("\"Shelf\""), "\(message)")
        #expect(message.contains("MovieRepository"), "\(message)")
    }

    @Test("Live, a service with its own ports starts without a session: its own port is its production adapter")
    func liveHasNoSession() throws {
        // When
        let start = try MarqueeStart(
            arguments: ["app"], environment: ["TMDB_API_TOKEN": "sekrit-token-value"], stubbing: [StubShelf.self])

        // Then
        #expect(start.session == nil)
        #expect(start.dependencies.portBindings.allSatisfy { $0.backing.isLive })
    }
}

import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing
import UITestScenario

@testable import UITestKit

/// Two services of one system, each a loopback server on port 0 answering Marquee's `/__uitest/` control over its own
/// worlds of the shelf stub.
private struct TwoServices {
    let system: UITestSystem
    let marquee: StubWorlds
    let watchlist: StubWorlds
    let servers: [StubHTTPServer]

    /// Runs `body` with both services up, and shuts them down after.
    static func with(_ body: (TwoServices) async throws -> Void) async throws {
        try await withStubServers(count: 2) { servers in
            let worlds = try servers.map { server in
                let worlds = StubWorlds(
                    launchWorld: try StubWorld(stubbing: [StubShelf.self], clock: TestClock()), clock: TestClock())
                mount(UITestControl(worlds: worlds), on: server)
                return worlds
            }
            try await body(
                TwoServices(
                    system: UITestSystem(["marquee": servers[0].baseURL, "watchlist": servers[1].baseURL]),
                    marquee: worlds[0], watchlist: worlds[1], servers: servers))
        }
    }

    /// Every request to `server` answered by `control`, as a service's mount answers it.
    private static func mount(_ control: UITestControl, on server: StubHTTPServer) {
        server.registerCatchAll(
            .handler { request in
                let answer = control.response(
                    method: request.method.rawValue, path: request.path, cookieHeader: request.header("cookie"),
                    sessionHeader: request.header(StubWorlds.headerName), body: Array(request.body))
                return .status(
                    answer.status, body: Data(answer.body),
                    headers: answer.contentType.map { ["Content-Type": $0] } ?? [:])
            })
    }
}

@Suite("UITestSystem: one UI-test session, under one id, on every service of a system")
struct UITestSystemTests {
    @Test(
        "A session opens on both services under one id, each on its scenario; each checks its own calls; end ends both")
    func spans() async throws {
        try await TwoServices.with { services in
            // Given a session on both, the watchlist's on the empty scenario
            let session = try await services.system.startSession(id: "span-1", scenarios: ["watchlist": "empty"])
            let marquee = try services.marquee.world(forSession: "span-1")
            let watchlist = try services.watchlist.world(forSession: "span-1")

            // When each service's pages call its shelf in the session
            _ = try await marquee.stubs(StubShelf.self).book(id: 2)
            _ = try await watchlist.stubs(StubShelf.self).allBooks()

            // Then each control reads its own service's calls, by the session's header
            try await session.control(for: "marquee").checkCalls(to: "Shelf", are: [ShelfCall.book(id: 2)])
            try await session.control(for: "watchlist").checkCalls(to: "Shelf", are: [ShelfCall.allBooks])
            #expect(marquee.scenario.name == "happyPath")
            #expect(watchlist.scenario.name == "empty")
            #expect(session.id == "span-1")
            #expect(session.names == ["marquee", "watchlist"])
            #expect(try session.control(for: "marquee").sessionCookie?.value == "span-1")
            let reads = services.servers[1].requests.filter { $0.path == "/__uitest/calls" }
            #expect(reads.count == 1 && reads.allSatisfy { $0.header(StubWorlds.headerName) == "span-1" })

            // And ending it ends it on both
            try await session.end()
            #expect(services.marquee.sessionCount == 0 && services.watchlist.sessionCount == 0)
        }
    }

    @Test("A session one service no longer holds fails the test with that service's name")
    func unknownOnOne() async throws {
        try await TwoServices.with { services in
            // Given a session the watchlist service dropped
            let session = try await services.system.startSession(id: "span-2")
            services.watchlist.endSession("span-2")

            // When its calls are checked
            let failure = await #expect(throws: RobotFailure.self) {
                try await session.control(for: "watchlist").checkCalls(to: "Shelf", are: [ShelfCall]())
            }

            // Then the failure names the service and the service's answer
            let message = try #require(failure?.message)
            #expect(message.hasPrefix("service watchlist: reading the recorded calls answered 404"))
            #expect(message.contains(#"no UI-test session \"span-2\""#))
            try await session.control(for: "marquee").checkCalls(to: "Shelf", are: [ShelfCall]())
        }
    }

    @Test("A service that refuses the id fails the start with its name, and the session started on the other ends")
    func refusedStart() async throws {
        try await TwoServices.with { services in
            // Given the id live on the watchlist service already
            try services.watchlist.startSession(id: "taken")

            // When
            let failure = await #expect(throws: RobotFailure.self) {
                try await services.system.startSession(id: "taken")
            }

            // Then
            let message = try #require(failure?.message)
            #expect(message.hasPrefix(#"service watchlist: starting the UI-test session "taken" answered 409"#))
            #expect(services.marquee.sessionCount == 0)
            #expect(services.watchlist.sessionCount == 1)
        }
    }

    @Test("A scenario or a control for a service the system does not have fails, naming the ones it has")
    func unknownService() async throws {
        try await TwoServices.with { services in
            // When
            let start = await #expect(throws: RobotFailure.self) {
                try await services.system.startSession(scenarios: ["ratings": "empty"])
            }
            let session = try await services.system.startSession()
            let control = #expect(throws: RobotFailure.self) { try session.control(for: "ratings") }

            // Then
            #expect(
                start?.message == #"a scenario for "ratings", which is no service of the system (marquee, watchlist)"#)
            #expect(control?.message == #"no service "ratings" in the system (marquee, watchlist)"#)
            #expect(services.marquee.sessionCount == 1)
        }
    }

    @Test("Without an id the kit names one this process has not used, the same on every service")
    func namedByTheKit() async throws {
        try await TwoServices.with { services in
            // When
            let first = try await services.system.startSession()
            let second = try await services.system.startSession()

            // Then
            #expect(first.id != second.id)
            #expect(first.id.hasPrefix("uitest-\(ProcessInfo.processInfo.processIdentifier)-"))
            #expect(try services.watchlist.world(forSession: first.id) !== services.watchlist.launchWorld)
            #expect(try services.marquee.world(forSession: second.id) !== services.marquee.launchWorld)
        }
    }

    @Test("StubControl.startSession(id:) opens the named session; an invalid id fails with the service's 400")
    func stubControlNamed() async throws {
        try await TwoServices.with { services in
            // Given
            let control = StubControl(baseURL: services.servers[0].baseURL)

            // When
            let started = try await control.startSession(id: "one", scenario: "empty")
            let invalid = await #expect(throws: RobotFailure.self) { try await control.startSession(id: "a;b") }

            // Then
            #expect(started.session == "one")
            #expect(started.sessionCookie?.name == "uitest-session")
            #expect(try services.marquee.world(forSession: "one").scenario.name == "empty")
            #expect(invalid?.message.contains("answered 400") == true)
            #expect(invalid?.message.hasPrefix("service") == false)
        }
    }
}

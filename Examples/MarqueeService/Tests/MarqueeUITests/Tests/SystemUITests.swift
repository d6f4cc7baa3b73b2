import Foundation
import Testing
import UITestKit
import WatchlistService

/// One UI-test session across two services of one system: marquee-service's movie page adds to the visitor's
/// watchlist, which its watchlist port keeps live against watchlist-service (run in this process under `-uitest`,
/// `MARQUEE_WATCHLIST_URL`), and the test reads the call back from watchlist-service's own recorded calls, in the
/// same session. On stubs the test opens its session on watchlist-service too (`app.openSession(on:)`); on the
/// replay backend marquee-service runs live on the recorded upstreams with no session of its own, and the test's
/// browser carries the session it opened on watchlist-service (`app.carry(_:)`), which marquee-service passes on.
@Suite("One UI-test session across marquee-service and watchlist-service", .uiTestShard)
struct SystemUITests {
    /// A write of watchlist-service's store, as its stub records it (without the visitor).
    enum WatchlistStoreCall: Encodable {
        case add(movie: Int)
        case remove(movie: Int)
    }

    /// The key the replay backend's live service seals its visitors' cookies with (the pages' forms need one).
    static let sessionKey = "system-ui-test-session-key-0123456789abcdef"

    /// Runs `body` with the movie page's app and the session open on watchlist-service, on the backend of the run,
    /// watchlist-service running until it returns.
    static func launchSystem(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @Sendable @escaping (UITestApp, SystemSession) async throws -> Void
    ) async throws {
        try await WatchlistServer.run(arguments: ["-uitest"]) { watchlist in
            let system = UITestSystem(["watchlist": try #require(URL(string: watchlist.url))])
            let environment = UITestEnvironment.current
            switch UITestBackend.current {
            case .replay:
                await UITest.launchOnReplay(
                    serviceEnvironment: ["MARQUEE_WATCHLIST_URL": watchlist.url, "MARQUEE_SESSION_KEY": sessionKey],
                    sourceLocation: sourceLocation
                ) { app, _ in
                    let session = try await system.startSession(sourceLocation: sourceLocation)
                    try await app.carry(session, sourceLocation: sourceLocation)
                    try await body(app, session)
                    try await session.end(sourceLocation: sourceLocation)
                }
            case .stub, nil:
                let marquee = ServiceLaunch(
                    name: "marquee-service", executable: UITest.marqueeServiceBinary(environment: environment),
                    arguments: ["-uitest", "--hostname", environment.serviceAddress.bind, "--port", "0"],
                    environment: ["MARQUEE_WATCHLIST_URL": watchlist.url])
                await UITest.launch(sharing: marquee, sourceLocation: sourceLocation) { app in
                    let session = try await app.openSession(on: system, sourceLocation: sourceLocation)
                    try await body(app, session)
                    try await session.end(sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test("Add to watchlist on the movie page: watchlist-service recorded add(movie: 550) in the test's session")
    func addReachesWatchlistService() async throws {
        try await Self.launchSystem { app, session in
            // Given Fight Club, not on the visitor's watchlist
            let movie = try await MovieDetailsRobot.open(in: app, id: 550).checkNotOnWatchlist()

            // When the person adds it
            try await movie.addToWatchlist()
                // Then the page (after its redirect) says it is listed, read back from watchlist-service
                .checkOnWatchlist()
            // And watchlist-service's store recorded exactly that write, in this test's session
            try await session.control(for: "watchlist").checkCalls(
                to: "WatchlistStore", ofMethods: ["add", "remove"], are: [WatchlistStoreCall.add(movie: 550)])
            // And the watchlist page lists it, read back from watchlist-service
            try await movie.openWatchlist().checkListed([550: "Fight Club"])
        }
    }

    @Test("Remove from watchlist: the list is empty again on both services, and the writes are add then remove")
    func removeReachesWatchlistService() async throws {
        try await Self.launchSystem { app, session in
            // Given Fight Club on the visitor's watchlist
            let movie = try await MovieDetailsRobot.open(in: app, id: 550).addToWatchlist().checkOnWatchlist()

            // When the person takes it off
            try await movie.removeFromWatchlist()
                // Then the page offers to add it again, and the watchlist page is empty
                .checkNotOnWatchlist()
                .openWatchlist().checkListed([:])
            try await session.control(for: "watchlist").checkCalls(
                to: "WatchlistStore", ofMethods: ["add", "remove"],
                are: [WatchlistStoreCall.add(movie: 550), .remove(movie: 550)])
        }
    }
}

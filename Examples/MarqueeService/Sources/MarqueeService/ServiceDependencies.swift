import Foundation
import MarqueeKit

/// What the service serves from: the launch mode, and the dependencies for each request — resolved once when live;
/// under `-uitest`, the current stubs of a `UITestSession` that the `/__uitest/` routes control.
struct ServiceDependencies: Sendable {
    /// Live, or stubs.
    let mode: LaunchMode
    /// The dependencies to serve the next request from.
    let current: @Sendable () -> AppDependencies
    /// The keys of the visitors' cookies and the forms' tokens (``VisitorKeys``): from `MARQUEE_SESSION_KEY`, made
    /// up for the process under `-uitest` without it, and `nil` live without it (ratings are then refused).
    var visitorKeys: VisitorKeys?
    /// The visitors' watchlists, for the request being served (``WatchlistWiring``): watchlist-service's HTTP adapter
    /// when the service is given its address, the stub of the request's UI-test session under `-uitest` without
    /// one, and `nil` (no watchlist) live without one.
    var watchlist: @Sendable () -> (any Watchlist)? = { nil }

    #if UITesting
        /// The stubs' session under `-uitest`; `nil` when live.
        let session: UITestSession?
        /// Whether a port stays live against another service of the system (the watchlist), so that the UI-test
        /// session a request names is carried to it, live too (``WatchlistWiring``). A production build has none.
        private(set) var carriesUITestSessions = false

        /// Serves from `session`'s current stubs: the launch world's, or those of the test session the request names
        /// (``requestDependencies``, bound by ``UITestSessionMiddleware``).
        init(session: UITestSession, mode: LaunchMode) {
            self.mode = mode
            self.session = session
            self.current = { Self.requestDependencies ?? session.dependencies }
            self.visitorKeys = .ephemeral()
            // The stub of the session the request names (bound by UITestSessionMiddleware), until a live watchlist
            // replaces it.
            self.watchlist = {
                try? session.worlds.world(forSession: UITestSessionContext.current).stubs(StubWatchlist.self)
            }
        }

        /// The dependencies of the test session the request being served names; `nil` for the launch world's.
        @TaskLocal static var requestDependencies: AppDependencies?

        /// The service's own ports stubbed under `-uitest` beside Marquee's: what the launch checks a scenario
        /// against and the session wires.
        static let stubbedOwnPorts: [any StubbedPort.Type] = [StubWatchlist.self]
    #endif

    /// Serves every request from `dependencies` (live, or stubs that no endpoint controls); ratings need
    /// `visitorKeys`.
    init(fixed dependencies: AppDependencies, mode: LaunchMode = .live, visitorKeys: VisitorKeys? = nil) {
        self.mode = mode
        self.current = { dependencies }
        self.visitorKeys = visitorKeys
        #if UITesting
            self.session = nil
        #endif
    }

    /// Keeps the watchlist live against watchlist-service at `address`, through `client`, in every mode
    /// (``WatchlistWiring``): with the `UITesting` trait, the session a request names is then carried to it.
    mutating func useLiveWatchlist(at address: URL, client: any UpstreamClient) {
        let watchlist = WatchlistWiring.live(at: address, client: client)
        self.watchlist = { watchlist }
        #if UITesting
            carriesUITestSessions = true
        #endif
    }

    /// What `launch` asks for: live dependencies resolved once, or, under `-uitest`, a session on stubs simulating
    /// the launch scenario. `httpClient` is for live wiring only (`nil`: the production client).
    static func resolve(
        _ launch: LaunchConfiguration, httpClient: (any UpstreamClient)? = nil
    ) throws(AppDependenciesError) -> ServiceDependencies {
        switch launch.mode {
        case .live:
            return ServiceDependencies(fixed: try AppDependencies.resolve(launch, httpClient: httpClient))
        case .uiTest(let uiTest):
            #if UITesting
                // The launch checked the scenario against every port, the watchlist's included.
                let session: UITestSession
                do {
                    session = try UITestSession(scenario: uiTest.scenario, stubbing: stubbedOwnPorts)
                } catch {
                    preconditionFailure("the launch checked the scenario: \(error)")
                }
                return ServiceDependencies(session: session, mode: launch.mode)
            #else
                // Unreachable (LaunchConfiguration refuses -uitest without the trait); resolve refuses too.
                _ = uiTest
                return ServiceDependencies(fixed: try AppDependencies.resolve(launch, httpClient: httpClient))
            #endif
        }
    }
}

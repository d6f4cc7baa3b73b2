#if UITesting
    import SharedKernel
    import Synchronization
    import UITestScenario

    /// Under `-uitest`, the watchlists on a stub, one per session world (and built afresh for each scenario it
    /// installs): the lists start from the scenario's `watchlists` (none as standard: a fresh store holds nothing)
    /// and change as the store's do, by ``Watchlist``'s rules (order first added, each once, at most 500).
    ///
    /// Every call is recorded without the visitor, whose id is random per browser and unknown to a UI test:
    /// `add(movie: 550)`, `remove(movie: 550)`, `movies()`. Then the ``Scenario`` applies per call, each method
    /// overridable on its own: a failure is thrown as ``WatchlistStoreError/unavailable(reason:)`` and changes
    /// nothing; `empty` (and `notFound`) make `movies` answer `[]`, while `add` and `remove` still write and answer
    /// the list after, as the store would.
    final class StubWatchlistStore: WatchlistStore, StubbedPort {
        /// The port's methods, as a scenario overrides them one by one.
        enum Method: String, CaseIterable, Sendable { case movies, add, remove }

        /// Each visitor's list a session starts with: none unless the scenario brings some.
        static let watchlists = StubDataKind<WatchlistSeed>("watchlists", standard: [])

        /// The machinery: call log, scenario simulation.
        let stub: StubPort<Method, WatchlistStoreError>
        private let lists: Mutex<[VisitorID: Watchlist]>

        init(scenario: Scenario, clock: any Clock<Duration>) {
            stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
            let seeds = Self.watchlists.checkedItems(in: scenario)
            lists = Mutex(
                Dictionary(seeds.map { ($0.id, Watchlist(movies: $0.movies)) }, uniquingKeysWith: { first, _ in first })
            )
        }

        func movies(of visitor: VisitorID) async throws(WatchlistStoreError) -> [Int] {
            try await stub.call(empty: [], present: lists.withLock { $0[visitor]?.movies ?? [] })
        }

        func add(movie: Int, to visitor: VisitorID) async throws(WatchlistStoreError) -> WatchlistChange {
            try await stub.call(["movie": movie])
            return try lists.withLock { (lists) throws(WatchlistStoreError) -> WatchlistChange in
                try lists[visitor, default: Watchlist()].add(movie)
            }
        }

        func remove(movie: Int, from visitor: VisitorID) async throws(WatchlistStoreError) -> [Int] {
            try await stub.call(["movie": movie])
            return lists.withLock { lists in
                guard lists[visitor] != nil else { return [] }
                return lists[visitor, default: Watchlist()].remove(movie)
            }
        }
    }

    extension WatchlistStoreError: UpstreamFailureCarrying {
        /// Every simulated failure is the store being unavailable, with the failure for the log.
        static func upstream(_ failure: UpstreamFailure) -> WatchlistStoreError {
            .unavailable(reason: "the stub simulates \(failure)")
        }
    }
#endif

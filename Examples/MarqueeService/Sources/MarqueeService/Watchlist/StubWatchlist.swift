#if UITesting
    import MarqueeKit
    import Synchronization

    /// The ``Watchlist`` of `-uitest` when no watchlist-service is given (``WatchlistWiring``), on Marquee's stub
    /// library: one per UI-test session's world, so each test keeps its own lists. Each visitor's list starts from
    /// the scenario's `watchlists` (`{"id": "<visitor>", "movies": [550]}`; none as standard) and changes as the
    /// service adds and removes, as watchlist-service's does. The scenario applies per call; `empty` lists nothing
    /// (a write is done). Calls are recorded without the visitor, whose id a test cannot know: `add(movie: 550)`.
    final class StubWatchlist: Watchlist, StubbedPort {
        /// The port's methods.
        enum Method: String, CaseIterable { case movies, add, remove }

        /// A visitor's list as a scenario seeds it.
        struct SeededList: Codable, Sendable {
            /// The visitor's id.
            let id: String
            /// Their movies' ids, in the order added.
            let movies: [EntityID]

            private enum CodingKeys: String, CodingKey { case id, movies }

            /// A movie id below 1 is refused, naming its path, as any item that does not read.
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(String.self, forKey: .id)
                do {
                    movies = try container.decode([Int].self, forKey: .movies).map { value throws(WholeNumberError) in
                        try EntityID(value)
                    }
                } catch let error as WholeNumberError {
                    throw DecodingError.dataCorruptedError(
                        forKey: .movies, in: container, debugDescription: "\(error)")
                }
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(movies.map(\.value), forKey: .movies)
            }
        }

        /// The scenario's `watchlists`; none as standard.
        static let lists = StubDataKind<SeededList>("watchlists", standard: [])

        let stub: StubPort<Method, WatchlistError>
        private let state: Mutex<[String: [EntityID]]>

        init(scenario: Scenario, clock: any Clock<Duration>) {
            stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
            var lists: [String: [EntityID]] = [:]
            for list in Self.lists.checkedItems(in: scenario) {
                lists[list.id] = list.movies
            }
            state = Mutex(lists)
        }

        func movies(of visitor: String) async throws(WatchlistError) -> [EntityID] {
            try await stub.call(empty: [], present: state.withLock { $0[visitor] ?? [] })
        }

        func add(_ movie: EntityID, for visitor: String) async throws(WatchlistError) -> WatchlistChange {
            // A write is done under `empty` too: only the scenario's failures leave the list as it was.
            try await stub.call(
                ["movie": movie.value], empty: insert(movie, for: visitor), present: insert(movie, for: visitor)
            ).get()
        }

        func remove(_ movie: EntityID, for visitor: String) async throws(WatchlistError) {
            try await stub.call(["movie": movie.value])
            state.withLock { $0[visitor]?.removeAll { $0 == movie } }
        }

        private func insert(_ movie: EntityID, for visitor: String) -> Result<WatchlistChange, WatchlistError> {
            state.withLock { lists in
                var list = lists[visitor] ?? []
                guard !list.contains(movie) else { return .success(.alreadyListed) }
                guard list.count < WatchlistError.maximumMovies else { return .failure(.full) }
                list.append(movie)
                lists[visitor] = list
                return .success(.added)
            }
        }
    }
#endif

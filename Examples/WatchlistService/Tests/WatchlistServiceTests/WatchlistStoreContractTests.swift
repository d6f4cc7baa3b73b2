#if UITesting
    import StubContract
    import Testing
    import UITestScenario

    @testable import WatchlistService

    /// WatchlistStore's contract: the stub and the in-memory store answer every question alike.
    @Suite("WatchlistStore contract")
    struct WatchlistStoreContractTests {
        let contract = PortContract<any WatchlistStore>(
            stub: StubWatchlistStore.self,
            live: { scenario in
                switch scenario {
                case .serverError: InMemoryWatchlistStore(outage: "the store is down")
                default: InMemoryWatchlistStore()
                }
            })
        let visitor = VisitorID("Vq3x-P_0")!

        @Test("A fresh store holds nothing", arguments: [Scenario.happyPath, .empty])
        func fresh(scenario: Scenario) async {
            await contract.expect(in: scenario) { try await $0.movies(of: visitor) }
        }

        @Test("Movies are added once each, listed in the order first added, and removed")
        func addReAddRemove() async {
            await contract.expect { store in
                let first = try await store.add(movie: 550, to: visitor)
                let second = try await store.add(movie: 13, to: visitor)
                let again = try await store.add(movie: 550, to: visitor)
                let removed = try await store.remove(movie: 550, from: visitor)
                let absent = try await store.remove(movie: 99, from: visitor)
                let list = try await store.movies(of: visitor)
                return [first.movies, second.movies, again.movies, removed, absent, list, [again.added ? 1 : 0]]
            }
            await contract.expect { try await $0.add(movie: 550, to: visitor) }
            await contract.expect { try await $0.remove(movie: 550, from: visitor) }
        }

        @Test("A list holds 500 movies; the 501st is refused alike")
        func full() async {
            await contract.expect { store in
                for movie in 1...500 { _ = try await store.add(movie: movie, to: visitor) }
                return try await store.add(movie: 501, to: visitor)
            }
        }

        @Test("A store that is down fails every call alike")
        func outage() async {
            await contract.expect(in: .serverError) { try await $0.movies(of: visitor) }
            await contract.expect(in: .serverError) { try await $0.add(movie: 550, to: visitor) }
            await contract.expect(in: .serverError) { try await $0.remove(movie: 550, from: visitor) }
        }
    }
#endif

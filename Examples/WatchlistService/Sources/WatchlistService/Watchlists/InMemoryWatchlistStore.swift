import Synchronization

/// The production store: every visitor's list in this process's memory, gone when it stops. Built with an `outage`
/// it fails every call with ``WatchlistStoreError/unavailable(reason:)``: what the contract compares the stub's
/// `serverError` with.
final class InMemoryWatchlistStore: WatchlistStore {
    private let lists: Mutex<[VisitorID: Watchlist]>
    private let outage: String?

    /// A store holding `lists` (none by default), failing every call when `outage` is given.
    init(lists: [VisitorID: Watchlist] = [:], outage: String? = nil) {
        self.lists = Mutex(lists)
        self.outage = outage
    }

    func movies(of visitor: VisitorID) async throws(WatchlistStoreError) -> [Int] {
        try available()
        return lists.withLock { $0[visitor]?.movies ?? [] }
    }

    func add(movie: Int, to visitor: VisitorID) async throws(WatchlistStoreError) -> WatchlistChange {
        try available()
        return try lists.withLock { (lists) throws(WatchlistStoreError) -> WatchlistChange in
            try lists[visitor, default: Watchlist()].add(movie)
        }
    }

    func remove(movie: Int, from visitor: VisitorID) async throws(WatchlistStoreError) -> [Int] {
        try available()
        return lists.withLock { lists in
            guard lists[visitor] != nil else { return [] }
            return lists[visitor, default: Watchlist()].remove(movie)
        }
    }

    private func available() throws(WatchlistStoreError) {
        if let outage { throw .unavailable(reason: outage) }
    }
}

/// How many connections are open and were accepted, and the callers waiting for the open count to drop.
struct ConnectionCountsState: Sendable {
    var open = 0
    var accepted = 0
    /// The sockets of the open connections.
    var descriptors: Set<Int32> = []
    var waiters: [Int: ConnectionWaiter] = [:]
    var nextWaiterID = 0
    var isStopped = false

    /// Removes and returns the waiters whose condition now holds.
    mutating func takeSatisfiedWaiters() -> [ConnectionWaiter] {
        let satisfied = waiters.filter { $0.value.atMost >= open }
        for id in satisfied.keys { waiters[id] = nil }
        return Array(satisfied.values)
    }
}

/// A `waitUntilOpenConnections` call that has not been answered yet.
struct ConnectionWaiter: Sendable {
    let atMost: Int
    let continuation: CheckedContinuation<Result<Void, StubHTTPServerError>, Never>
}

/// The recorded requests and the callers waiting for one.
struct RequestLogState: Sendable {
    /// `nil`: keep every request; otherwise only the most recent `limit`.
    let limit: Int?
    var waiters: [Int: RequestWaiter] = [:]
    var nextWaiterID = 0
    var isStopped = false
    /// May hold up to twice `limit`: trimming in batches keeps appending amortised O(1).
    private var stored: [ReceivedRequest] = []

    init(limit: Int?) {
        self.limit = limit.map { max($0, 0) }
    }

    /// The recorded requests in arrival order (the most recent `limit` when there is a limit).
    var requests: [ReceivedRequest] {
        guard let limit, stored.count > limit else { return stored }
        return Array(stored.suffix(limit))
    }

    mutating func append(_ request: ReceivedRequest) {
        stored.append(request)
        if let limit, stored.count > 2 * limit {
            stored.removeFirst(stored.count - limit)
        }
    }

    mutating func removeAll() {
        stored.removeAll()
    }
}

/// A `waitForRequest` call that has not been answered yet.
struct RequestWaiter: Sendable {
    let predicate: @Sendable (ReceivedRequest) -> Bool
    let continuation: CheckedContinuation<Result<ReceivedRequest, StubHTTPServerError>, Never>
}

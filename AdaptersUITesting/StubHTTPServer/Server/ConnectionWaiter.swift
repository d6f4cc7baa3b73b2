/// A `waitUntilOpenConnections` call that has not been answered yet.
struct ConnectionWaiter: Sendable {
    let atMost: Int
    let continuation: CheckedContinuation<Result<Void, StubHTTPServerError>, Never>
}

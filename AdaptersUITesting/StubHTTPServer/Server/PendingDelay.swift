/// A `.delayed` response waiting for its moment on the event loop.
struct PendingDelay {
    let deadline: ContinuousClock.Instant
    let connectionID: Int
    let response: StubResponse
}

/// A response to resolve on a worker thread (it runs a handler or reads a fixture).
struct WorkerJob: Sendable {
    let exchange: Exchange
    let response: StubResponse
}

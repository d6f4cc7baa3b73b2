/// What a worker resolved, handed back to the event loop.
struct WorkerResult: Sendable {
    let connectionID: Int
    let step: ResponseStep
}

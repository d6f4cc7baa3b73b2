/// A `waitForRequest` call that has not been answered yet.
struct RequestWaiter: Sendable {
    let predicate: @Sendable (RecordedRequest) -> Bool
    let continuation: CheckedContinuation<Result<RecordedRequest, StubHTTPServerError>, Never>
}

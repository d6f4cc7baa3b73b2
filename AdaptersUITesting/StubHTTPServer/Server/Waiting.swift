/// Suspends a caller until something signals it, with a timeout and cancellation, without polling.
enum Waiting {
    /// - Parameters:
    ///   - timeout: any value; beyond ``Duration/stubServerMaximum`` it waits that long (a clock's `sleep` traps on
    ///     deadlines it cannot represent).
    ///   - clock: what `timeout` is measured on.
    ///   - id: identifies the waiter in the caller's state.
    ///   - register: stores the continuation where the signaller finds it (or resumes it at once).
    ///   - abandon: removes waiter `id` and resumes it with the error, if it is still waiting.
    static func wait<Value: Sendable>(
        timeout: Duration,
        clock: any Clock<Duration>,
        id: Int,
        register: (CheckedContinuation<Result<Value, StubHTTPServerError>, Never>) -> Void,
        abandon: @escaping @Sendable (Int, StubHTTPServerError) -> Void
    ) async -> Result<Value, StubHTTPServerError> {
        var timer: Task<Void, Never>?
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                register(continuation)
                // Cancellation that happened before registration found nothing to abandon.
                if Task.isCancelled { abandon(id, .cancelled) }
                timer = Task {
                    try? await clock.sleep(for: timeout.clampedForStubServer)
                    if !Task.isCancelled { abandon(id, .timedOut) }
                }
            }
        } onCancel: {
            abandon(id, .cancelled)
        }
        timer?.cancel()
        return result
    }
}

extension Duration {
    /// The longest wait the server schedules: about 100 years, far beyond any test. A `Duration` can hold far
    /// more, but adding that to a clock's `now`, or reading its `components`, traps on overflow; nothing longer
    /// than this ever reaches such arithmetic.
    static let stubServerMaximum = Duration.seconds(3_155_760_000)

    /// `self` limited to `0...stubServerMaximum`: a negative duration is no wait, a huge one waits "forever".
    var clampedForStubServer: Duration {
        min(max(self, .zero), .stubServerMaximum)
    }
}

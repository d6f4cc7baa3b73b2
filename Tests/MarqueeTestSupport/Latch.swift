import Synchronization

/// A one-shot gate: ``wait()`` returns once ``release()`` has been called, before or after, and ignores
/// cancellation, so a test can hold work that finishes late, as a load that does not check cancellation does.
public final class Latch: Sendable {
    private struct State {
        var isReleased = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// A closed latch.
    public init() {}

    /// Lets every waiter, present and future, through.
    public func release() {
        let waiters = state.withLock { state in
            state.isReleased = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once ``release()`` has been called.
    public func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isReleased = state.withLock { state in
                if !state.isReleased { state.waiters.append(continuation) }
                return state.isReleased
            }
            if isReleased { continuation.resume() }
        }
    }
}

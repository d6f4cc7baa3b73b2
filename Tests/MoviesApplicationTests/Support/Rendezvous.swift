import Synchronization

/// Holds each of `parties` callers until all of them have arrived, which only happens if they run concurrently.
///
/// A caller that is still alone after `timeout` gives up and is let through, so code that makes the calls one
/// after another fails the test (``everyoneMet`` is false) instead of hanging it. The timeout only elapses on
/// that failure path: concurrent callers are released the moment the last one arrives.
final class Rendezvous: Sendable {
    private struct State {
        var arrivals = 0
        var gaveUp = false
        var nextWaiter = 0
        var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
        var cancelledWaiters: Set<Int> = []
    }

    private let parties: Int
    private let timeout: Duration
    private let state = Mutex(State())

    init(parties: Int, timeout: Duration = .seconds(10)) {
        self.parties = parties
        self.timeout = timeout
    }

    /// Whether all parties arrived and none gave up waiting.
    var everyoneMet: Bool { state.withLock { $0.arrivals == parties && !$0.gaveUp } }

    /// Arrives, then waits for the other parties; `false` when they did not come within the timeout.
    @discardableResult
    func arrive() async -> Bool {
        let waiter: Int? = state.withLock { state in
            state.arrivals += 1
            guard state.arrivals < parties else {
                for continuation in state.waiting.values { continuation.resume(returning: true) }
                state.waiting = [:]
                return nil
            }
            state.nextWaiter += 1
            return state.nextWaiter
        }
        guard let waiter else { return true }
        let timeout = timeout
        let met = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await self.wait(waiter) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        if !met { state.withLock { $0.gaveUp = true } }
        return met
    }

    private func wait(_ waiter: Int) async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { state in
                    if state.arrivals >= parties {
                        continuation.resume(returning: true)
                    } else if state.cancelledWaiters.contains(waiter) {
                        continuation.resume(returning: false)
                    } else {
                        state.waiting[waiter] = continuation
                    }
                }
            }
        } onCancel: {
            state.withLock { state in
                if let continuation = state.waiting.removeValue(forKey: waiter) {
                    continuation.resume(returning: false)
                } else {
                    state.cancelledWaiters.insert(waiter)
                }
            }
        }
    }
}

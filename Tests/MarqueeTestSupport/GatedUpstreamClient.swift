import HTTPTransport
import Synchronization

/// An ``UpstreamClient`` that holds every request until ``open()``, so a test can have several callers waiting on one
/// request without depending on timing.
///
/// A held request whose task is cancelled stops waiting and throws ``UpstreamClientError/cancelled``, as the real
/// client does; the gate counts the requests it was sent and those cancelled, and a test can wait for either count.
public final class GatedUpstreamClient: UpstreamClient {
    private struct CountWaiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var isOpen = false
        var requestCount = 0
        var cancelledCount = 0
        var nextRequestID = 0
        /// Held requests by id; resumed with `true` to let through, `false` when cancelled.
        var held: [Int: CheckedContinuation<Bool, Never>] = [:]
        var requestWaiters: [CountWaiter] = []
        var cancellationWaiters: [CountWaiter] = []

        /// Removes and returns the waiters whose count has been reached.
        mutating func satisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
            let requests = requestCount
            let cancellations = cancelledCount
            let ready =
                requestWaiters.filter { $0.count <= requests }
                + cancellationWaiters.filter { $0.count <= cancellations }
            requestWaiters.removeAll { $0.count <= requests }
            cancellationWaiters.removeAll { $0.count <= cancellations }
            return ready.map(\.continuation)
        }
    }

    private let response: UpstreamResponse
    private let state = Mutex(State())

    /// A closed gate that answers every request it lets through with `response`.
    public init(response: UpstreamResponse) {
        self.response = response
    }

    /// How many requests have arrived, held, let through or cancelled.
    public var requestCount: Int { state.withLock { $0.requestCount } }

    /// How many requests were cancelled while held (or arrived cancelled at a closed gate).
    public var cancelledRequestCount: Int { state.withLock { $0.cancelledCount } }

    /// Whether ``open()`` has been called.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Holds the request until ``open()`` and then answers it, or throws ``UpstreamClientError/cancelled`` as soon as
    /// the calling task is cancelled while it is held.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let id = state.withLock { state in
            state.nextRequestID += 1
            return state.nextRequestID
        }
        let passed = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let (answer, ready) = state.withLock { state -> (Bool?, [CheckedContinuation<Void, Never>]) in
                    state.requestCount += 1
                    let answer: Bool?
                    if state.isOpen {
                        answer = true
                    } else if Task.isCancelled {
                        state.cancelledCount += 1
                        answer = false
                    } else {
                        state.held[id] = continuation
                        answer = nil
                    }
                    return (answer, state.satisfiedWaiters())
                }
                ready.forEach { $0.resume() }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            let (held, ready) = state.withLock {
                state -> (CheckedContinuation<Bool, Never>?, [CheckedContinuation<Void, Never>]) in
                guard let held = state.held.removeValue(forKey: id) else { return (nil, []) }
                state.cancelledCount += 1
                return (held, state.satisfiedWaiters())
            }
            held?.resume(returning: false)
            ready.forEach { $0.resume() }
        }
        guard passed else { throw .cancelled }
        return response
    }

    /// Returns once `count` requests have arrived.
    public func waitForRequests(_ count: Int = 1) async {
        await waitUntil { state, continuation in
            guard state.requestCount < count else { return true }
            state.requestWaiters.append(CountWaiter(count: count, continuation: continuation))
            return false
        }
    }

    /// Returns once `count` held requests have been cancelled.
    public func waitForCancellations(_ count: Int = 1) async {
        await waitUntil { state, continuation in
            guard state.cancelledCount < count else { return true }
            state.cancellationWaiters.append(CountWaiter(count: count, continuation: continuation))
            return false
        }
    }

    /// Lets every held and future request through.
    public func open() {
        let held = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.isOpen = true
            defer { state.held = [:] }
            return Array(state.held.values)
        }
        held.forEach { $0.resume(returning: true) }
    }

    /// Holds every request that arrives from now on until the next ``open()`` (those let through already are not
    /// called back).
    public func close() {
        state.withLock { $0.isOpen = false }
    }

    /// Opens the gate after `timeout` unless the returned task is cancelled first: a watchdog for a test whose
    /// caller should leave a held request at once, so that wrong code makes the test fail instead of hanging it.
    /// It never elapses when the code is right.
    public func openAfterTimeout(_ timeout: Duration = .seconds(30)) -> Task<Void, Never> {
        Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self.open()
        }
    }

    /// Suspends until `register` says the condition holds, or until the continuation it stored is resumed.
    private func waitUntil(
        _ register: (inout State, CheckedContinuation<Void, Never>) -> Bool
    ) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isDone = state.withLock { register(&$0, continuation) }
            if isDone { continuation.resume() }
        }
    }
}

import HTTPTransport
import Synchronization

/// An ``HTTPClient`` that holds every request until ``open()`` and counts them, so a test can have several
/// callers waiting on one request without depending on timing.
final class GatedHTTPClient: HTTPClient {
    private struct State {
        var isOpen = false
        var requestCount = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
        var firstRequestWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let response: HTTPResponse
    private let state = Mutex(State())

    init(response: HTTPResponse) {
        self.response = response
    }

    var requestCount: Int { state.withLock { $0.requestCount } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.requestCount += 1
                let arrived = state.firstRequestWaiters
                state.firstRequestWaiters = []
                if state.isOpen { return arrived + [continuation] }
                state.waiting.append(continuation)
                return arrived
            }
            resumeNow.forEach { $0.resume() }
        }
        return response
    }

    /// Returns once a request has arrived.
    func waitForFirstRequest() async {
        await withCheckedContinuation { continuation in
            let arrived = state.withLock { state -> Bool in
                if state.requestCount > 0 { return true }
                state.firstRequestWaiters.append(continuation)
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Lets every held and future request through.
    func open() {
        let held = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        held.forEach { $0.resume() }
    }
}

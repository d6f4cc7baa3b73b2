import Synchronization

@testable import StubHTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `poll` for the server's event loop that, once armed, fails with `error` instead of returning what the real
/// `poll` saw, at most `limit` times; then it polls normally again (so that a loop that keeps retrying a failure
/// ends up serving and the test fails instead of hanging).
final class PollFaults: Sendable {
    let error: Int32
    private let state: Mutex<(armed: Bool, left: Int, returned: Int)>

    init(error: Int32, limit: Int) {
        self.error = error
        state = Mutex((armed: false, left: limit, returned: 0))
    }

    /// From now on, `poll` fails.
    func arm() {
        state.withLock { $0.armed = true }
    }

    /// How many failures `poll` has returned.
    var failuresReturned: Int {
        state.withLock { $0.returned }
    }

    /// The function to hand to the server.
    var poll: POSIX.PollFunction {
        { [self] descriptors, timeout in
            let ready = POSIX.poll(&descriptors, timeoutMilliseconds: timeout)
            let fail = state.withLock { state in
                guard state.armed, state.left > 0 else { return false }
                state.left -= 1
                state.returned += 1
                return true
            }
            return fail ? -error : ready
        }
    }
}

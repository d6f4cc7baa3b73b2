import Dispatch
import StubHTTPServer
import Synchronization

/// An answer a test holds until it says so: a route registered with ``response(_:)`` keeps every request in flight
/// until ``release()``, then answers. A test that needs an upstream request in flight while it looks (a slot taken, a
/// caller waiting, a gauge at 1) holds it by construction, instead of a delay it hopes outlasts the test's steps on
/// a loaded machine.
///
/// ```swift
/// let held = HeldAnswer()
/// defer { held.release() }  // every path lets the server's worker go
/// server.register(.get, "/api/character", held.response(page))
/// ```
///
/// The answer waits on one of the server's worker threads (``StubResponse/handler(_:)``). Release it on every path
/// (`defer`): ``StubHTTPServer/stop()`` joins those threads. As a last resort against a test that did not, a held
/// request gives up waiting after ``longestHold`` and answers anyway.
public final class HeldAnswer: Sendable {
    /// How long a request is held at most when the test never releases it.
    public static let longestHold = DispatchTimeInterval.seconds(300)

    private let gate = DispatchGroup()
    private let isReleased = Mutex(false)

    /// A held answer: requests wait until ``release()``.
    public init() {
        gate.enter()
    }

    /// `answer`, sent once the test released the hold (at once for a request arriving after the release).
    public func response(_ answer: StubResponse) -> StubResponse {
        .handler { _ in
            _ = self.gate.wait(timeout: .now() + Self.longestHold)
            return answer
        }
    }

    /// Lets every held request, and every later one, be answered. Releasing again does nothing.
    public func release() {
        let isFirst = isReleased.withLock { isReleased in
            defer { isReleased = true }
            return !isReleased
        }
        if isFirst { gate.leave() }
    }
}

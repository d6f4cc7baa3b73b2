import Foundation
import Synchronization

/// A clock for `RetryingHTTPClient`'s `now` that stands still until a test (or a fake it drives) advances it.
final class FakeClock: Sendable {
    private let current: Mutex<Date>

    init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(start)
    }

    /// The current instant; pass `{ clock.now }` as `now`.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock forward by `duration`.
    func advance(by duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

import Foundation

/// Lets at most `limit` service+browser pairs run at once, however many tests Swift Testing starts in parallel.
///
/// The limit is `UI_TEST_PAIRS` from the environment, 2 by default (this machine has 2 cores: each pair
/// is a service, a chromedriver and a Chromium).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public actor PairGate {
    /// The gate all UI tests of this process share: the one process-wide value the suite has, and it holds no
    /// test state, only the count of running pairs.
    public static let shared = PairGate(limit: PairGate.limit(from: ProcessInfo.processInfo.environment))

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A gate letting `limit` pairs (at least one) run at once.
    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// `UI_TEST_PAIRS` as a positive number, else 2.
    public static func limit(from environment: [String: String]) -> Int {
        environment["UI_TEST_PAIRS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 2
    }

    /// Waits until fewer than `limit` pairs run, and counts this one in. Pair every call with ``release()``.
    public func acquire() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Counts one pair out, letting the longest waiter in.
    public func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            // The slot passes straight to the next waiter: `running` stays the same.
            waiting.removeFirst().resume()
        }
    }
}

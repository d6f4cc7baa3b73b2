import HTTPTransport
import Synchronization

/// A ``Sleeper`` that records each requested delay and returns at once; it can simulate a cancellation
/// during the sleep number `cancelAtSleep` (1-based).
final class RecordingSleeper: Sleeper {
    private let recorded = Mutex<[Duration]>([])
    private let cancelAtSleep: Int?

    init(cancelAtSleep: Int? = nil) {
        self.cancelAtSleep = cancelAtSleep
    }

    var delays: [Duration] { recorded.withLock { $0 } }

    func sleep(for duration: Duration) async throws(CancellationError) {
        let count = recorded.withLock { delays in
            delays.append(duration)
            return delays.count
        }
        if count == cancelAtSleep { throw CancellationError() }
    }
}

/// The bounded log of a stub port's calls: the most recent `capacity` calls, oldest first, and a count of the
/// older ones it dropped. A ring buffer, so recording a call costs the same however long the host has run. A stub
/// keeps its typed calls in one, and `GET /__uitest/calls` reports the same log with each call as a ``PortCall``.
public struct CallLog<Call: Sendable>: Sendable {
    /// How many calls a stub port keeps by default: enough for any UI test's assertions (a test makes tens of
    /// calls), small enough that a `-uitest` service left running for days, or benchmarked with ~100,000
    /// requests, holds at most this many per port.
    public static var defaultCapacity: Int { 1_000 }

    /// The most calls the log holds.
    package let capacity: Int
    /// How many calls were dropped, oldest first, to keep the log within `capacity`.
    package private(set) var dropped = 0
    private var storage: [Call] = []
    // Where the oldest call is in `storage` once the log is full.
    private var oldest = 0

    /// An empty log holding at most `capacity` calls (at least one).
    package init(capacity: Int = Self.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// The calls held, oldest first.
    package var calls: [Call] {
        guard oldest > 0 else { return storage }
        return Array(storage[oldest...] + storage[..<oldest])
    }

    /// Records `call`, dropping the oldest call when the log is full.
    package mutating func append(_ call: Call) {
        guard storage.count == capacity else {
            storage.append(call)
            return
        }
        storage[oldest] = call
        oldest = (oldest + 1) % capacity
        dropped += 1
    }

    /// The same log, each call transformed: the calls held, in order, and the same count of dropped ones.
    package func map<Other: Sendable>(_ transform: (Call) -> Other) -> CallLog<Other> {
        var mapped = CallLog<Other>(capacity: capacity)
        mapped.storage = calls.map(transform)
        mapped.dropped = dropped
        return mapped
    }
}

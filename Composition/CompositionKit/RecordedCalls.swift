/// A stub port's call log as ``PortImplementation/recordedCalls`` reports it: the most recent calls, described, and
/// how many older ones the log no longer holds. A stub keeps a bounded log so that a long-running host (a service
/// launched with `-uitest`, or one under a benchmark) does not grow without limit.
public struct RecordedCalls: Sendable, Hashable {
    /// The most recent calls, one description per call, oldest first.
    public let calls: [String]
    /// How many calls arrived before `calls` and were dropped from the log to keep it bounded.
    public let dropped: Int

    /// A log holding `calls`, with `dropped` older calls no longer held.
    public init(calls: [String], dropped: Int = 0) {
        self.calls = calls
        self.dropped = dropped
    }
}

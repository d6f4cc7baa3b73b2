/// A stub port's call log as ``PortAdapter/recordedCalls`` reports it: the most recent calls, as data, and
/// how many older ones the log no longer holds. A stub keeps a bounded log so that a long-running host (a service
/// launched with `-uitest`, or one under a benchmark) does not grow without limit.
package struct RecordedCalls: Sendable, Hashable {
    /// The most recent calls, oldest first.
    package let calls: [PortCall]
    /// How many calls arrived before `calls` and were dropped from the log to keep it bounded.
    package let dropped: Int

    /// A log holding `calls`, with `dropped` older calls no longer held.
    package init(calls: [PortCall], dropped: Int = 0) {
        self.calls = calls
        self.dropped = dropped
    }

    /// A log of calls known only by their descriptions (a stub whose call type is not
    /// ``PortCallConvertible``): each is a call of a method named by the whole description, without arguments.
    package init(calls: [String], dropped: Int = 0) {
        self.init(calls: calls.map { PortCall($0) }, dropped: dropped)
    }
}
